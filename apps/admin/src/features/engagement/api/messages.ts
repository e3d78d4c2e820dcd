import {
  ADMIN_ENGAGEMENT_API as API,
  ZAdminMessageSent,
  ZAdminSentMessagePage,
  ZOk,
  type TAdminSentMessage,
} from '@openlobby/contracts';
import { apiRequest, fillPath } from '../../../lib/api-client.ts';
import { useEngagementChange, useEngagementRead } from './engagement-keys.ts';

export type TMessagesQuery = { brand: string; page: number; pageSize: number };
export type TMessageDraft = { title: string; body: string; requestId: string };
export type { TAdminSentMessage };

export const useSentMessages = (q: TMessagesQuery) =>
  useEngagementRead('messages', API.messages, ZAdminSentMessagePage, q);

/** Sends a personal message (an account given) or a broadcast; the draft's request id writes it once. */
export const useSendMessage = (brand: string) =>
  useEngagementChange(
    ({ account, ...draft }: TMessageDraft & { account: string | null }) =>
      apiRequest(account === null ? API.broadcasts : API.messages, {
        method: 'POST',
        query: { brand },
        body: account === null ? draft : { account, ...draft },
        schema: ZAdminMessageSent,
      }),
    ['messages'],
  );

/** Takes a broadcast out of every member's inbox. */
export const useWithdrawBroadcast = (brand: string) =>
  useEngagementChange(
    ({ id, reason }: { id: number; reason: string }) =>
      apiRequest(fillPath(API.broadcastWithdraw, { id }), {
        method: 'POST',
        query: { brand },
        body: { reason },
        schema: ZOk,
      }),
    ['messages'],
  );
