import { readFileSync, writeFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { SERVER_CLOCK_FILE } from '../../playwright.config.ts';

/** The e2e server's clock offset now (ms ahead of the real clock). */
function currentOffset(): number {
  try {
    return Number(readFileSync(SERVER_CLOCK_FILE, 'utf8').trim()) || 0;
  } catch {
    return 0;
  }
}

async function setOffset(offsetMs: number): Promise<void> {
  writeFileSync(SERVER_CLOCK_FILE, String(offsetMs));
  // The server acknowledges an offset once its clock reads it (server-clock-preload.ts).
  await expect
    .poll(() => {
      try {
        return Number(readFileSync(`${SERVER_CLOCK_FILE}.ack`, 'utf8').trim());
      } catch {
        return Number.NaN;
      }
    })
    .toBe(offsetMs);
}

/**
 * Moves the e2e server's clock `ms` forward and resolves once the server reads it: a journey lets
 * a period end (a day's wages) without waiting for it. Pair with resetServerClock.
 */
export const advanceServerClock = (ms: number) => setOffset(currentOffset() + ms);

/** Puts the e2e server's clock back to the real time, for the journeys after this one. */
export const resetServerClock = () => setOffset(0);
