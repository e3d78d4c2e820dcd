import {
  LOTTERY_API,
  type TLanguage,
  type TVnLaunchRequest,
  type ZVnLaunchResult,
} from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { deviceHeader } from '../../../lib/device.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { lotteryKeys } from './query-keys.ts';

export type TVnLaunchResult = z.infer<typeof ZVnLaunchResult>;

type TVnLaunchInput = { device: 'web' | 'h5'; language: TLanguage; gameCode?: string };

/**
 * The Vietnam lottery launch payload of spec §3: our own lottery (area VN, prize mode Elott,
 * launch mode LOTT), the betting view of one game when a game code is given, else the lobby.
 */
export const buildVnLaunchRequest = ({ device, language, gameCode }: TVnLaunchInput): TVnLaunchRequest => ({
  device,
  lottoArea: 'VN',
  lottoPrizeMode: 'Elott',
  launchMode: 'LOTT',
  language,
  lottoView: gameCode ? 'betting' : 'lobby',
  ...(gameCode ? { lottoGameCode: gameCode } : {}),
});

/** POST /wps/lottery/launch (T): the address of the lottery's page for the /vnlottery frame. */
export const launchVnLottery = (body: TVnLaunchRequest): Promise<TVnLaunchResult> =>
  apiRequest<typeof ZVnLaunchResult>(LOTTERY_API.vnLaunch, { method: 'POST', body });

/**
 * One launch per visit of /vnlottery, language and game: never refetched while the page shows it
 * (a new launch would reload the frame and lose the bet slip), dropped once the page closes so the
 * next visit launches afresh. The device is the viewport's at the time of the launch.
 */
export const vnLaunchQueryOptions = (
  token: string | null,
  language: TLanguage,
  gameCode: string | undefined,
  enabled: boolean,
) =>
  queryOptions({
    queryKey: lotteryKeys.vnLaunch(token, language, gameCode ?? null),
    queryFn: () => launchVnLottery(buildVnLaunchRequest({ device: deviceHeader(), language, gameCode })),
    enabled: token !== null && enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** The Vietnam lottery's frame address; `enabled` false for a visitor or a trial account. */
export const useVnLaunch = (gameCode: string | undefined, enabled: boolean) =>
  useQuery(vnLaunchQueryOptions(useRequestToken(), useLanguage(), gameCode, enabled));
