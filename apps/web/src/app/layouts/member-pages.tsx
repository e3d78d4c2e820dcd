import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, type ComponentType } from 'react';
import type { TMemberPageComponents } from '../../features/member/components/member-centre.tsx';
import { timedImport } from '../../lib/timed-import.ts';
import { translatorLanguage } from '../../lib/translator.ts';

/**
 * The member centre's pages come in a chunk of their own (forms, QR codes, wallet tables), their
 * words in the wallet's language pack: a visitor's first screen never downloads them. The chunk is
 * fetched when the browser is idle after the first screen, or when the centre opens first,
 * whichever comes first; the pack of the language in use comes with the first page shown.
 */
const content = timedImport(() => import('./member-pages-content.tsx'));
type TContent = Awaited<ReturnType<typeof content>>;

/** One page of the chunk, shown with a spinner until the chunk and the wallet's pack are there. */
function lazyPage(pick: (m: TContent) => ComponentType): ComponentType {
  // The pages read the wallet's words (their own pack): the page shows once both are in.
  const Page = lazy(() =>
    content().then(async (m) => {
      await m.ensureWalletPack(translatorLanguage());
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
  bonusDetails: lazyPage((m) => m.BonusDetailsPage),
};
