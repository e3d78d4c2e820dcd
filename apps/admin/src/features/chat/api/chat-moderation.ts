import {
  ADMIN_CHAT_API as API,
  ZAdminChatMessageList,
  ZAdminChatMute,
  ZAdminChatMuteList,
  ZOk,
  type TAdminChatMessage,
  type TAdminChatMute,
} from '@openlobby/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, fillPath } from '../../../lib/api-client.ts';

export type { TAdminChatMessage, TAdminChatMute };

/** Messages per page of the moderation list; a shorter page is the room's start. */
export const CHAT_MODERATION_PAGE = 50;

/** Every query key of chat moderation, from one factory, so a change refreshes what it touched. */
export const chatKeys = {
  all: ['chat'] as const,
  messages: (brand: string, before: number | undefined) =>
    [...chatKeys.all, 'messages', brand, before] as const,
  mutes: (brand: string) => [...chatKeys.all, 'mutes', brand] as const,
};

/** The room's messages newest first (deleted ones too), a page older than `before` when given. */
export const useChatMessages = (brand: string, before?: number) =>
  useQuery({
    queryKey: chatKeys.messages(brand, before),
    queryFn: ({ signal }) =>
      apiRequest(API.messages, {
        schema: ZAdminChatMessageList,
        query: { brand, before, limit: CHAT_MODERATION_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** The mutes in force in the brand's room. */
export const useChatMutes = (brand: string) =>
  useQuery({
    queryKey: chatKeys.mutes(brand),
    queryFn: ({ signal }) => apiRequest(API.mutes, { schema: ZAdminChatMuteList, query: { brand }, signal }),
  });

/** A moderation change, after which the messages and mutes are read again (whatever the answer). */
const useChatChange = <V, R>(call: (v: V) => Promise<R>) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => qc.invalidateQueries({ queryKey: chatKeys.all }),
  });
};

/** Deletes a message with a reason: every socket of the room drops it. */
export const useDeleteChatMessage = (brand: string) =>
  useChatChange(({ id, reason }: { id: number; reason: string }) =>
    apiRequest(fillPath(API.message, { id }), {
      method: 'DELETE',
      body: { brand, reason },
      schema: ZOk,
    }),
  );

/** Mutes a member for some minutes with a reason. */
export const useMuteChatMember = (brand: string) =>
  useChatChange((v: { memberId: number; minutes: number; reason: string }) =>
    apiRequest(API.mutes, {
      method: 'POST',
      body: { brand, ...v },
      schema: ZAdminChatMute.pick({ until: true, reason: true }),
    }),
  );

/** Lifts a mute in force, with a reason. */
export const useUnmuteChatMember = (brand: string) =>
  useChatChange(({ memberId, reason }: { memberId: number; reason: string }) =>
    apiRequest(fillPath(API.mute, { memberId }), {
      method: 'DELETE',
      body: { brand, reason },
      schema: ZOk,
    }),
  );
