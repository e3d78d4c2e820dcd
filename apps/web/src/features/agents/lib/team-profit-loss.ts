import type { TTeamPage } from '@openlobby/contracts';

type TMember = TTeamPage['items'][number];

/** A downline's profit and loss as the player sees it: wins less bets (the team's net loss negated). */
export type TProfitLossRow = { member: TMember; bets: number; wins: number; profit: number };

/** Rounds to the cent so sums of amounts never show float noise (0.30000000000000004). */
const cents = (n: number) => Math.round(n * 100) / 100;

export const profitLossOf = (member: TMember): TProfitLossRow => ({
  member,
  bets: member.bets,
  wins: member.payouts,
  profit: cents(member.payouts - member.bets),
});

/** The page's totals. */
export const sumProfitLoss = (rows: readonly TProfitLossRow[]) =>
  rows.reduce(
    (s, r) => ({
      bets: cents(s.bets + r.bets),
      wins: cents(s.wins + r.wins),
      profit: cents(s.profit + r.profit),
    }),
    { bets: 0, wins: 0, profit: 0 },
  );
