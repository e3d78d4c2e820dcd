import { CHAT_API, CHAT_HISTORY_LIMIT, type TChatHistory, type ZChatHistory } from '@openlobby/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET the room's history (?before&limit): the messages older than `before`, oldest first. */
export const findChatHistory = (before: number): Promise<TChatHistory> =>
  apiRequest<typeof ZChatHistory>(CHAT_API.history, { query: { before, limit: CHAT_HISTORY_LIMIT } });
