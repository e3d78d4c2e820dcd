/** Balls a draw shows, each a digit 0–9 drawn with replacement. */
export const ELOTT_BALL_COUNT = 5;

/** BIG (5–9) / SMALL (0–4) and ODD / EVEN, of one ball or of the sum. */
export type TElottTwoWay = 'BIG' | 'SMALL' | 'ODD' | 'EVEN';

/** DRAGON: ball 1 above ball 5; TIGER: below; TIE: equal (dragon and tiger both lose on a tie). */
export type TElottDragonTiger = 'DRAGON' | 'TIGER' | 'TIE';

/**
 * The markets and what each one's selections are. BALL_n bets on ball n (1…5); SUM on the sum of the
 * five balls (SUM BIG: 23 or more, SUM SMALL: 22 or less, so each is exactly half); DRAGON_TIGER on
 * ball 1 against ball 5.
 */
export type TElottSelections = {
  BALL_1: TElottTwoWay;
  BALL_2: TElottTwoWay;
  BALL_3: TElottTwoWay;
  BALL_4: TElottTwoWay;
  BALL_5: TElottTwoWay;
  SUM: TElottTwoWay;
  DRAGON_TIGER: TElottDragonTiger;
};

export type TElottMarket = keyof TElottSelections;

export type TElottSelection<M extends TElottMarket = TElottMarket> = TElottSelections[M];

const TWO_WAY: readonly TElottTwoWay[] = ['BIG', 'SMALL', 'ODD', 'EVEN'];

/** Each market's selections, for forms and for checking a bet that arrives as plain strings. */
export const ELOTT_MARKETS: { readonly [M in TElottMarket]: readonly TElottSelection<M>[] } = {
  BALL_1: TWO_WAY,
  BALL_2: TWO_WAY,
  BALL_3: TWO_WAY,
  BALL_4: TWO_WAY,
  BALL_5: TWO_WAY,
  SUM: TWO_WAY,
  DRAGON_TIGER: ['DRAGON', 'TIGER', 'TIE'],
};

/** Whether the market exists and takes the selection (a bet from outside passes here first). */
export function isElottSelection(market: string, selection: string): boolean {
  if (!Object.hasOwn(ELOTT_MARKETS, market)) return false;
  return (ELOTT_MARKETS[market as TElottMarket] as readonly string[]).includes(selection);
}

/** A market and one of its selections. */
export type TElottPick = { [M in TElottMarket]: { market: M; selection: TElottSelection<M> } }[TElottMarket];

/** A bet on one market. Stake in minor units; odds in thousandths, the stake included (1_950 pays 1.95 ×). */
export type TElottBet = TElottPick & { stakeMinor: number; oddsMilli: number };

const TWO_WAY_ODDS: Readonly<Record<TElottTwoWay, number>> = {
  BIG: 1_950,
  SMALL: 1_950,
  ODD: 1_950,
  EVEN: 1_950,
};

/**
 * Odds in thousandths a brand starts from. Every two-way selection wins half the time, so 1.95 returns
 * 97.5 %; dragon and tiger win 45 % each (a tie, 10 %, beats both), so they pay 2.15 (96.75 %) and the
 * tie 9.4 (94 %). exact-rtp.test.ts holds each figure.
 */
export const ELOTT_DEFAULT_ODDS: {
  readonly [M in TElottMarket]: Readonly<Record<TElottSelection<M>, number>>;
} = {
  BALL_1: TWO_WAY_ODDS,
  BALL_2: TWO_WAY_ODDS,
  BALL_3: TWO_WAY_ODDS,
  BALL_4: TWO_WAY_ODDS,
  BALL_5: TWO_WAY_ODDS,
  SUM: TWO_WAY_ODDS,
  DRAGON_TIGER: { DRAGON: 2_150, TIGER: 2_150, TIE: 9_400 },
};
