import type { TContract } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../components/ui/notify.ts';
import { ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
import { useEndAgentContract } from '../api/end-agent-contract.ts';
import { agentReasonRule } from '../lib/reason.ts';

type TProps = {
  brand: string;
  contract: TContract | null;
  opened: boolean;
  onClose: () => void;
};

/** "End this contract?" with the reason the audit records; the team's contracts below end with it. */
export const ContractEndDialog = ({ brand, contract, opened, onClose }: TProps) => {
  const { t } = useTranslation();
  const end = useEndAgentContract(brand);
  if (!contract) return null;
  const names = {
    account: contract.agent.account,
    kind: t(`agents.kinds.${contract.kind}`),
    category: t(`agents.categories.${contract.category}`),
  };
  return (
    <ReasonDialog
      opened={opened}
      onClose={onClose}
      title={t('agents.contracts.end.title')}
      description={t('agents.contracts.end.description', names)}
      confirmLabel={t('agents.contracts.end.confirm')}
      danger
      rule={agentReasonRule(t)}
      testId="contract-end-dialog"
      onConfirm={async (reason) => {
        await end.mutateAsync({ id: contract.id, reason });
        notifySuccess(t('agents.contracts.end.done', names));
      }}
    />
  );
};
