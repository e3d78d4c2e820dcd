import {
  MESSAGES_API,
  type TMessage,
  type TUnreadCount,
  type ZMessage,
  type ZUnreadCount,
} from '@openlobby/contracts';
import { apiRequest, fillPath } from '../../../lib/api-client.ts';

/** POST read (T): opens a message and marks it read; answers the message. */
export const readMessage = (id: number): Promise<TMessage> =>
  apiRequest<typeof ZMessage>(fillPath(MESSAGES_API.read, { id }), { method: 'POST' });

/** POST read-all (T): marks every message read; answers the unread count (0). */
export const readAllMessages = (): Promise<TUnreadCount> =>
  apiRequest<typeof ZUnreadCount>(MESSAGES_API.readAll, { method: 'POST', loader: true });

/** DELETE a message (T): hides it from the member's inbox (a broadcast for this member only). */
export const deleteMessage = (id: number): Promise<{ id: number }> =>
  apiRequest(fillPath(MESSAGES_API.one, { id }), { method: 'DELETE', loader: true }) as Promise<{
    id: number;
  }>;
