import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../components/ui/notify.ts';
import { ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
import { useLocale } from '../../../lib/i18n.ts';
import type { TAgentFreeze } from '../api/find-agent-freezes.ts';
import { useLiftAgentFreeze } from '../api/lift-agent-freeze.ts';
import { formatAmount } from '../lib/money.ts';
import { agentReasonRule } from '../lib/reason.ts';

/** Lifts a freeze with the reason the audit records; the debt stays on its settlement. */
export const FreezeLiftDialog = ({
  brand,
  freeze,
  currency,
  opened,
  onClose,
}: {
  brand: string;
  freeze: TAgentFreeze | null;
  currency: string | undefined;
  opened: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const lift = useLiftAgentFreeze(brand);
  if (!freeze) return null;
  return (
    <ReasonDialog
      opened={opened}
      onClose={onClose}
      title={t('agents.freezes.lift.title')}
      description={t('agents.freezes.lift.description', {
        account: freeze.account,
        debt: formatAmount(freeze.debt, currency, locale),
      })}
      confirmLabel={t('agents.freezes.lift.confirm')}
      rule={agentReasonRule(t)}
      testId="freeze-lift-dialog"
      onConfirm={async (reason) => {
        await lift.mutateAsync({ id: freeze.id, reason });
        notifySuccess(t('agents.freezes.lift.done', { account: freeze.account }));
      }}
    />
  );
};
