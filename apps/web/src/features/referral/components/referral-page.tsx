import { Center, Loader } from '@mantine/core';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useMoney, type TCurrency } from '../../../lib/use-money.ts';
import { useReferralInvite } from '../api/get-referral-invite.ts';
import { InviteCard } from './invite-card.tsx';
import { InviteeList } from './invitee-list.tsx';
import '../../../styles/referral.css';

/**
 * The member centre's "invite friends" page (issue 17): the member's invite link, code and QR
 * code with what they have brought, then who joined through them. The brand's reward figures
 * are not among the member's answers, so the page explains the programme without them.
 */
export const ReferralPage = ({ currency }: { currency: TCurrency }) => {
  const money = useMoney(currency);
  const invite = useReferralInvite();
  if (invite.isPending)
    return (
      <Center py="lg">
        <Loader size="sm" />
      </Center>
    );
  if (invite.isError) return <LoadError error={invite.error} onRetry={() => void invite.refetch()} />;
  return (
    <div className="ol-referral" data-testid="referral-page">
      <InviteCard invite={invite.data} money={money} />
      <InviteeList />
    </div>
  );
};
