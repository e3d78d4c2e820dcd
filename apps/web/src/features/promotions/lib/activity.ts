import type { TActivityState, TMemberPromotion } from '@openlobby/contracts';

/** What the member can do with a promotion now: join, claim a bonus, apply, or draw a raffle prize. */
export type TPromotionAction = 'join' | 'claim' | 'apply' | 'draw';

/**
 * The action a promotion's §4 state offers. An open raffle is drawn at once (its claim needs no
 * joining); a manual promotion takes an application, and one rejected may be applied for again;
 * a match bonus is claimed once a qualifying deposit earned it. Every other state is a label only.
 */
export const actionOf = (p: Pick<TMemberPromotion, 'kind' | 'state'>): TPromotionAction | null => {
  if (p.state === 'CLAIM') return 'claim';
  if (p.kind === 'MANUAL' && (p.state === 'JOIN' || p.state === 'REJECTED')) return 'apply';
  if (p.state !== 'JOIN') return null;
  return p.kind === 'RAFFLE' ? 'draw' : 'join';
};

/** Badge colours of the states: open ones in the brand's colour, done ones green, refused red. */
export const STATE_COLOURS: Record<TActivityState, string> = {
  JOIN: 'brand',
  CLAIM: 'yellow',
  APPLYING: 'blue',
  CLOSED: 'gray',
  REJECTED: 'red',
  ISSUED: 'green',
  CLAIMED: 'green',
  IN_PROGRESS: 'cyan',
  SIGNED: 'teal',
  COMING_SOON: 'violet',
};
