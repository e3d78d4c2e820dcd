import { Center, Loader } from '@mantine/core';
import type { TLanguage } from '@openlobby/contracts';
import { lazy, Suspense, type ComponentType } from 'react';
import { useSessionStore } from '../../features/auth/stores/session-store.ts';
import type {
  TMemberPageBadges,
  TMemberPageComponents,
} from '../../features/member/components/member-centre.tsx';
import { useMemberCentreStore } from '../../features/member/stores/member-centre-store.ts';
import { useMissionBadge } from '../../features/missions/api/get-mission-badge.ts';
import { timedImport } from '../../lib/timed-import.ts';
import { translatorLanguage } from '../../lib/translator.ts';

/**
 * The member centre's pages come in a chunk of their own (forms, QR codes, wallet tables), their
 * words in the wallet's language pack: a visitor's first screen never downloads them. The chunk is
 * fetched when the browser is idle after the first screen, or when the centre opens first,
 * whichever comes first; the pack of the language in use comes with the first page shown (bonus
 * details and messages bring the promotions' and the inbox's packs as well, the reward centre and
 * mission activity the missions', invite friends the referral's).
 */
const content = timedImport(() => import('./member-pages-content.tsx'));
type TContent = Awaited<ReturnType<typeof content>>;

/** The area packs a page reads besides the wallet's: its words are there before it shows. */
type TPagePacks = (m: TContent) => ((language: TLanguage) => Promise<void>)[];

/** One page of the chunk, shown with a spinner until the chunk and the packs it reads are there. */
function lazyPage(pick: (m: TContent) => ComponentType, packs: TPagePacks = () => []): ComponentType {
  // The pages read the wallet's words (their own pack), and some an area's too: the page shows once all are in.
  const Page = lazy(() =>
    content().then(async (m) => {
      const language = translatorLanguage();
      await Promise.all([m.ensureWalletPack, ...packs(m)].map((ensure) => ensure(language)));
      return { default: pick(m) };
    }),
  );
  return function MemberPage() {
    return (
      <Suspense
        fallback={
          <Center py="xl">
            <Loader size="sm" />
          </Center>
        }
      >
        <Page />
      </Suspense>
    );
  };
}

/** Starts fetching the member centre's chunk; the shell calls it once the first screen is idle. */
export const prefetchMemberPages = () => void content().catch(() => undefined);

/** The member centre's pages that features provide; the rest still say they are on their way. */
export const MEMBER_CENTRE_PAGES: TMemberPageComponents = {
  securityCenter: lazyPage((m) => m.SecurityCentrePage),
  transferFund: lazyPage((m) => m.TransferFundPage),
  depositv2: lazyPage((m) => m.DepositPage),
  withdraw: lazyPage((m) => m.WithdrawCentrePage),
  transferUpline: lazyPage((m) => m.UplineTransferPage),
  personalHistoryCopy: lazyPage((m) => m.BettingRecordPage),
  transactionHistory: lazyPage((m) => m.TransactionHistoryPage),
  personalProfit: lazyPage((m) => m.ProfitLossPage),
  bonusDetails: lazyPage(
    (m) => m.BonusDetailsCentrePage,
    (m) => [m.ensurePromotionsPack],
  ),
  messageV2: lazyPage(
    (m) => m.InboxCentrePage,
    (m) => [m.ensureInboxPack],
  ),
  rewardCenter: lazyPage(
    (m) => m.RewardCentrePage,
    (m) => [m.ensureMissionsPack],
  ),
  referral: lazyPage(
    (m) => m.ReferralCentrePage,
    (m) => [m.ensureReferralPack],
  ),
  missionLeaderboard: lazyPage(
    (m) => m.MissionLeaderboardPage,
    (m) => [m.ensureMissionsPack],
  ),
};

/**
 * The counts the member centre's menu shows beside its entries: mission activity's is the number of
 * mission rewards a member can claim now (shown above 0). Asked only while the centre is open, for
 * a real account; a claim reads it again.
 */
export const useMemberCentreBadges = (): TMemberPageBadges => {
  const opened = useMemberCentreStore((s) => s.opened);
  const real = useSessionStore((s) => s.token !== null && !s.isTrial);
  return { missionLeaderboard: useMissionBadge(opened && real) };
};
