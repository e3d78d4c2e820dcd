import type { Socket } from 'node:net';

export const FAULT_MODES = ['none', 'hang-after-apply', 'fail-before-apply'] as const;
export type TFaultMode = (typeof FAULT_MODES)[number];

/** The fault one transfer call was dealt when it arrived. */
export type TFault = { mode: TFaultMode; hangMs: number };

/**
 * The simulator's fault injection, set through POST /api/faults by tests of the platform's
 * reconciliation: 'hang-after-apply' journals the next `count` transfers and never answers them
 * (the socket is destroyed after the fsync, or after `hangMs` so a client's timeout fires first);
 * 'fail-before-apply' answers the next `count` transfers 503 without applying them.
 */
export function createFaults() {
  let mode: TFaultMode = 'none';
  let remaining = 0;
  let hangMs = 0;
  const hanging = new Set<{ timer: NodeJS.Timeout; socket: Socket }>();

  return {
    set(next: { mode: TFaultMode; count: number; hangMs: number }) {
      mode = next.mode;
      remaining = next.mode === 'none' ? 0 : next.count;
      hangMs = next.hangMs;
      return { mode, count: remaining, hangMs };
    },

    /** Deals the fault for one arriving transfer and uses up one count of it. */
    take(): TFault {
      if (mode === 'none' || remaining <= 0) return { mode: 'none', hangMs: 0 };
      const dealt = { mode, hangMs };
      remaining -= 1;
      if (remaining === 0) mode = 'none';
      return dealt;
    },

    /** Leaves the call unanswered: the connection is cut without a byte of answer. */
    hang(socket: Socket, ms: number): void {
      if (ms <= 0) {
        socket.destroy();
        return;
      }
      const entry = { socket, timer: setTimeout(() => cut(entry), ms) };
      const cut = (e: typeof entry) => {
        hanging.delete(e);
        e.socket.destroy();
      };
      hanging.add(entry);
      socket.once('close', () => {
        clearTimeout(entry.timer);
        hanging.delete(entry);
      });
    },

    /** Cuts every call still left hanging (on close). */
    releaseAll(): void {
      for (const entry of [...hanging]) {
        clearTimeout(entry.timer);
        entry.socket.destroy();
      }
      hanging.clear();
    },
  };
}
export type Faults = ReturnType<typeof createFaults>;
