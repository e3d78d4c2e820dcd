import type { TChatMessage } from '@openlobby/contracts';

/** A message the member said that the server has not acknowledged, or refused. */
export type TPendingMessage = {
  clientId: string;
  text: string;
  /** The kept message's id once `sent` arrives (the room's own `message` may come before or after). */
  id?: number;
  /** Why the server refused it (an error code), when it did. */
  errorCode?: string;
};

/**
 * Merges messages into the room's log: one entry per id (the socket joins before `ready`, so a
 * message may come twice), oldest first by id (ids grow with time).
 */
export const mergeMessages = (
  log: readonly TChatMessage[],
  incoming: readonly TChatMessage[],
): TChatMessage[] => {
  if (incoming.length === 0) return log as TChatMessage[];
  const byId = new Map<number, TChatMessage>();
  for (const m of log) byId.set(m.id, m);
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
};

/** The log without a deleted message. */
export const dropMessage = (log: readonly TChatMessage[], id: number): TChatMessage[] =>
  log.filter((m) => m.id !== id);

/** The pending messages still to show: those not yet in the log under their acknowledged id. */
export const visiblePending = (
  pending: readonly TPendingMessage[],
  log: readonly TChatMessage[],
): TPendingMessage[] => {
  const ids = new Set(log.map((m) => m.id));
  return pending.filter((p) => p.id === undefined || !ids.has(p.id));
};

/** The number of characters as the server counts them (code points, so an emoji is one). */
export const textLength = (text: string): number => [...text].length;
