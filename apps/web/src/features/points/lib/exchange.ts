import type { TPointConfig } from '@openlobby/contracts';

/** Why an amount of points cannot be exchanged, as the server would refuse it. */
export type TExchangeError = 'min' | 'unit' | 'balance';

/** Whether `points` may be exchanged: at least the minimum, whole units of the ratio, at most the balance. */
export const exchangeErrorOf = (
  points: number,
  config: Pick<TPointConfig, 'minConvertPoints' | 'pointUnit'>,
  balance: number,
): TExchangeError | null => {
  if (!Number.isInteger(points) || points <= 0 || points < config.minConvertPoints) return 'min';
  if (points % config.pointUnit !== 0) return 'unit';
  if (points > balance) return 'balance';
  return null;
};

/**
 * The cash `points` pay at the ratio, computed in minor units so no float creeps in:
 * (points ÷ pointUnit) × cashPerUnit, floored to whole units of the ratio as the server pays.
 */
export const cashFor = (
  points: number,
  config: Pick<TPointConfig, 'pointUnit' | 'cashPerUnit'>,
  decimals: number,
) => {
  const scale = 10 ** decimals;
  const units = Math.floor(points / config.pointUnit);
  return (units * Math.round(config.cashPerUnit * scale)) / scale;
};
