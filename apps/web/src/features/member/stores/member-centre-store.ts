import { create } from 'zustand';

/** Member centre pages in spec order (§2). */
export const MEMBER_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
] as const;
export type TMemberPage = (typeof MEMBER_PAGES)[number];

type TMemberCentreState = {
  opened: boolean;
  page: TMemberPage;
  open: (page?: TMemberPage) => void;
  select: (page: TMemberPage) => void;
  close: () => void;
};

export const useMemberCentreStore = create<TMemberCentreState>((set) => ({
  opened: false,
  page: 'securityCenter',
  open: (page) => set((s) => ({ opened: true, page: page ?? s.page })),
  select: (page) => set({ page }),
  close: () => set({ opened: false }),
}));

export const isMemberPage = (v: unknown): v is TMemberPage =>
  typeof v === 'string' && (MEMBER_PAGES as readonly string[]).includes(v);
