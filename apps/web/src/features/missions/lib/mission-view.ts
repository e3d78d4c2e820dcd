import type { TMissionGoal } from '@openlobby/contracts';
import { isAmountGoal } from '@openlobby/contracts';

/** How a goal's figures read: money with the currency for amounts, a plain number for counts. */
export const goalFigure =
  (goal: TMissionGoal, money: (amount: number) => string, number: (n: number) => string) =>
  (value: number): string =>
    isAmountGoal(goal) ? money(value) : number(value);

/** The order members see missions in, in the reward centre and on the boards: daily, then weekly. */
export const inShownOrder = <T extends { period: string }>(missions: readonly T[]): T[] =>
  [...missions].sort((a, b) => a.period.localeCompare(b.period));
