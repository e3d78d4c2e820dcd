// The member centre's pages, one chunk that member-pages.tsx loads when the centre first needs it.
import { useMemberInfo } from '../../features/auth/api/get-member-info.ts';
import { useSessionStore } from '../../features/auth/stores/session-store.ts';
import { InboxPage } from '../../features/inbox/components/inbox-page.tsx';
import { MissionLeaderboard } from '../../features/missions/components/mission-leaderboard.tsx';
import { RewardCentre } from '../../features/missions/components/reward-centre.tsx';
import { TotpSetup } from '../../features/member/components/totp-setup.tsx';
import { useMemberCentreStore } from '../../features/member/stores/member-centre-store.ts';
import { MyBonuses } from '../../features/promotions/components/my-bonuses.tsx';
import { ReferralPage } from '../../features/referral/components/referral-page.tsx';
import { useWhitelabel } from '../../features/system/api/get-whitelabel.ts';
import { BettingRecordPage } from '../../features/wallet/components/betting-record-page.tsx';
import { BonusDetailsPage } from '../../features/wallet/components/bonus-details-page.tsx';
import { DepositPage } from '../../features/wallet/components/deposit-page.tsx';
import { PaymentPasswordCard } from '../../features/wallet/components/payment-password-form.tsx';
import { ProfitLossPage } from '../../features/wallet/components/profit-loss-page.tsx';
import { TransactionHistoryPage } from '../../features/wallet/components/transaction-history-page.tsx';
import { TransferFundPage } from '../../features/wallet/components/transfer-fund-page.tsx';
import { UplineTransferPage } from '../../features/wallet/components/upline-transfer-page.tsx';
import { WithdrawPage } from '../../features/wallet/components/withdraw-page.tsx';

export { ensureInboxPack } from '../../features/inbox/lib/inbox-pack.ts';
export { ensureMissionsPack } from '../../features/missions/lib/missions-pack.ts';
export { ensurePromotionsPack } from '../../features/promotions/lib/promotions-pack.ts';
export { ensureReferralPack } from '../../features/referral/lib/referral-pack.ts';
export { ensureWalletPack } from '../../features/wallet/lib/wallet-pack.ts';

/** Account security: the authenticator (member) and the payment password (wallet), side by side. */
export const SecurityCentrePage = () => {
  const token = useSessionStore((s) => s.token);
  const { data: member } = useMemberInfo(token);
  return (
    <div className="ol-security-grid">
      <TotpSetup bound={member?.hasTotp} />
      <PaymentPasswordCard />
    </div>
  );
};

/** Withdraw: its "set a payment password" link goes to account security, beside it in the centre. */
export const WithdrawCentrePage = () => {
  const select = useMemberCentreStore((s) => s.select);
  return <WithdrawPage onSetPaymentPassword={() => select('securityCenter')} />;
};

/** Bonus details: each bonus with its wagering progress (promotions), then the bonus movements (wallet). */
export const BonusDetailsCentrePage = () => {
  const { currency } = useWhitelabel();
  return (
    <div className="ol-wallet-page">
      <MyBonuses currency={currency} />
      <BonusDetailsPage />
    </div>
  );
};

/** Messages: the inbox, its amounts in the brand's decimals. */
export const InboxCentrePage = () => {
  const { currency } = useWhitelabel();
  return <InboxPage decimals={currency.decimals} />;
};

/** Reward centre: the missions with their progress and Claim buttons, amounts in the brand's currency. */
export const RewardCentrePage = () => {
  const { currency } = useWhitelabel();
  return <RewardCentre currency={currency} />;
};

/** Invite friends: the invite link, code and QR code, the rewards it brought, who joined through it. */
export const ReferralCentrePage = () => {
  const { currency } = useWhitelabel();
  return <ReferralPage currency={currency} />;
};

/** Mission activity: a mission's board for its current period. */
export const MissionLeaderboardPage = () => {
  const { currency } = useWhitelabel();
  return <MissionLeaderboard currency={currency} />;
};

export {
  BettingRecordPage,
  DepositPage,
  ProfitLossPage,
  TransactionHistoryPage,
  TransferFundPage,
  UplineTransferPage,
};
