import type { TDepositChannel } from '@openlobby/contracts';

/** Amounts offered as one-tap chips, kept when inside a channel's limits. */
const QUICK_AMOUNTS = [100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000];

/** Up to six quick amounts inside [min, max]; the limits themselves when none fits. */
export const quickAmounts = (min: number, max: number): number[] => {
  const inside = QUICK_AMOUNTS.filter((a) => a >= min && a <= max).slice(0, 6);
  if (inside.length > 0) return inside;
  return min === max ? [min] : [min, max];
};

/** A manual channel: the member pays to its receiving account and finance approves by hand. */
export const isManualChannel = (channel: Pick<TDepositChannel, 'gateway'>): boolean =>
  channel.gateway === 'manual';

/**
 * The gateway page of an online deposit as an absolute http(s) URL (relative answers resolve
 * against the site), or null for anything else, so a crafted payUrl can never run script.
 */
export const safePayUrl = (payUrl: string | null, base: string): string | null => {
  if (!payUrl) return null;
  try {
    const url = new URL(payUrl, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
};
