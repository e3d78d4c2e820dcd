/** The return to player every game page states and its payouts are built on. */
export const RTP_PERCENT = 97;

export type TGameKind = 'dice' | 'cards';

type TChoice = { label: string; wins: (outcome: number) => boolean };

/** A game whose outcome is one of `outcomes` equally likely values 1..outcomes. */
export type TGameRule = {
  outcomes: number;
  choices: Record<string, TChoice>;
  /** A win pays stake × num / den (stake included), rounded down to the minor unit. */
  payoutNum: bigint;
  payoutDen: bigint;
  outcomeLabel: (outcome: number) => string;
};

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/**
 * Each choice wins on a set of outcomes of probability p and pays RTP / p, so the expected return
 * is exactly 97 % before rounding down: dice wins on 49 of 100 rolls and pays 97/49; a card wins
 * on 6 of 13 ranks (the 7 loses both ways) and pays 0.97 × 13/6 = 1261/600.
 */
export const GAME_RULES: Record<TGameKind, TGameRule> = {
  dice: {
    outcomes: 100,
    choices: {
      under: { label: 'Under 50', wins: (roll) => roll <= 49 },
      over: { label: 'Over 51', wins: (roll) => roll >= 52 },
    },
    payoutNum: 97n,
    payoutDen: 49n,
    outcomeLabel: (roll) => String(roll),
  },
  cards: {
    outcomes: 13,
    choices: {
      higher: { label: 'Higher than 7', wins: (rank) => rank >= 8 },
      lower: { label: 'Lower than 7', wins: (rank) => rank <= 6 },
    },
    payoutNum: 1261n,
    payoutDen: 600n,
    outcomeLabel: (rank) => RANKS[rank - 1] ?? String(rank),
  },
};

export type TRoundOutcome = { outcome: number; outcomeLabel: string; won: boolean; payoutMinor: bigint };

/** Whether `choice` is one of the game's; the round route refuses others with 400. */
export const isChoiceOf = (kind: TGameKind, choice: string): boolean =>
  Object.hasOwn(GAME_RULES[kind].choices, choice);

/**
 * Draws one round. `randomInt(max)` returns an integer in [0, max): crypto.randomInt in the
 * simulator, a fixed sequence in tests.
 */
export function drawRound(
  kind: TGameKind,
  choice: string,
  stakeMinor: bigint,
  randomInt: (max: number) => number,
): TRoundOutcome {
  const rule = GAME_RULES[kind];
  const picked = rule.choices[choice];
  if (!picked) throw new Error(`${choice} is not a choice of ${kind}`);
  const outcome = randomInt(rule.outcomes) + 1;
  const won = picked.wins(outcome);
  const payoutMinor = won ? (stakeMinor * rule.payoutNum) / rule.payoutDen : 0n;
  return { outcome, outcomeLabel: rule.outcomeLabel(outcome), won, payoutMinor };
}

/** "1.9796" for dice: what a win multiplies the stake by, for the page. */
export const payoutMultiplier = (kind: TGameKind): string =>
  (Number(GAME_RULES[kind].payoutNum) / Number(GAME_RULES[kind].payoutDen)).toFixed(4);
