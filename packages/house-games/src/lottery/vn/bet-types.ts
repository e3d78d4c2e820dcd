/**
 * The bet types of the Vietnam lottery: lô 2 and 3 số on every prize, đề and 3 càng on the special
 * prize, xiên 2/3/4 (every number must come out), đầu and đuôi on the special prize's last two digits.
 */
export type TVnBetType = 'LO2' | 'LO3' | 'DE' | 'BA_CANG' | 'XIEN2' | 'XIEN3' | 'XIEN4' | 'DAU' | 'DUOI';

export const VN_BET_TYPES: readonly TVnBetType[] = [
  'LO2',
  'LO3',
  'DE',
  'BA_CANG',
  'XIEN2',
  'XIEN3',
  'XIEN4',
  'DAU',
  'DUOI',
];

/** What a line of the type selects: `count` distinct numbers of `digits` digits each. */
export type TVnSelectionRule = { readonly digits: number; readonly count: number };

export const VN_SELECTION_RULES: Readonly<Record<TVnBetType, TVnSelectionRule>> = {
  LO2: { digits: 2, count: 1 },
  LO3: { digits: 3, count: 1 },
  DE: { digits: 2, count: 1 },
  BA_CANG: { digits: 3, count: 1 },
  XIEN2: { digits: 2, count: 2 },
  XIEN3: { digits: 2, count: 3 },
  XIEN4: { digits: 2, count: 4 },
  DAU: { digits: 1, count: 1 },
  DUOI: { digits: 1, count: 1 },
};

/** A line a member stakes on. Stake in minor units; odds in thousandths (3_500 pays 3.5 × the stake). */
export type TVnLine = {
  betType: TVnBetType;
  numbers: readonly string[];
  stakeMinor: number;
  oddsMilli: number;
};

/** Why a selection is refused; each code is also an error code and an i18n key of the same name. */
export type TVnSelectionProblem =
  /** The bet type is not one of VN_BET_TYPES. */
  | 'LOTTERY_UNKNOWN_BET_TYPE'
  /** The line has more or fewer numbers than its type takes (one, or 2/3/4 for xiên). */
  | 'LOTTERY_WRONG_NUMBER_COUNT'
  /** A number has a character other than 0–9. */
  | 'LOTTERY_NOT_DIGITS'
  /** A number has more or fewer digits than its type takes (2 for lô 2 and đề, 3 for lô 3 and 3 càng, 1 for đầu/đuôi). */
  | 'LOTTERY_WRONG_DIGIT_COUNT'
  /** A xiên names the same number twice. */
  | 'LOTTERY_DUPLICATE_NUMBER';

/** Whether the numbers make a line of the type; null when they do. Checks run in the order of the codes. */
export function validateVnSelection(
  betType: TVnBetType,
  numbers: readonly string[],
): TVnSelectionProblem | null {
  if (!Object.hasOwn(VN_SELECTION_RULES, betType)) return 'LOTTERY_UNKNOWN_BET_TYPE';
  const rule = VN_SELECTION_RULES[betType];
  if (numbers.length !== rule.count) return 'LOTTERY_WRONG_NUMBER_COUNT';
  for (const number of numbers) {
    if (typeof number !== 'string' || !/^[0-9]*$/.test(number)) return 'LOTTERY_NOT_DIGITS';
    if (number.length !== rule.digits) return 'LOTTERY_WRONG_DIGIT_COUNT';
  }
  if (new Set(numbers).size !== numbers.length) return 'LOTTERY_DUPLICATE_NUMBER';
  return null;
}

/** Throws a RangeError naming the problem for a selection that could not have been placed. */
export function assertVnSelection(betType: TVnBetType, numbers: readonly string[]): void {
  const problem = validateVnSelection(betType, numbers);
  if (problem !== null) throw new RangeError(`${problem}: ${betType} [${numbers.join(', ')}]`);
}
