import { GAMES_API, type ZRoomList, type TRoom } from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { gamesKeys } from './games-keys.ts';

/** POST /wps/relay/GLS2_roomList (T): the rooms (stake levels) of a card game; reads value.content. */
export const getRoomList = async (nodeId: number, signal?: AbortSignal): Promise<TRoom[]> =>
  (await apiRequest<typeof ZRoomList>(GAMES_API.roomList, { method: 'POST', body: { nodeId }, signal }))
    .content;

export const roomListQueryOptions = (token: string | null, nodeId: number) =>
  queryOptions({
    queryKey: gamesKeys.rooms(token, nodeId),
    queryFn: ({ signal }) => getRoomList(nodeId, signal),
    staleTime: 30_000,
  });

export const useRoomList = (nodeId: number | null) => {
  const token = useRequestToken();
  return useQuery({ ...roomListQueryOptions(token, nodeId ?? 0), enabled: nodeId !== null });
};
