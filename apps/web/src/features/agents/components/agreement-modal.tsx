import type { TContract } from '@openlobby/contracts';
import { Alert, Button, Group, Skeleton } from '@mantine/core';
import { useState } from 'react';
import { showDialog } from '../../../components/ui/dialog-store.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { OverlayHead, OverlayModal } from '../../../components/ui/overlay-modal.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { toast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useAgentConsolidated } from '../api/get-consolidated.ts';
import { useProcessContract } from '../api/process-contract.ts';
import { blockContracts } from '../lib/agreement.ts';
import {
  AGREEMENT_BLOCKS,
  contractButtons,
  needsHigherRateConfirm,
  type TContractButton,
} from '../lib/contract-actions.ts';
import { useAgentCentreStore } from '../stores/agent-centre-store.ts';
import { ContractCard } from './contract-card.tsx';

/** What the toast says after each kind of button. */
const DONE = { sign: 'signed', reject: 'rejected', terminate: 'terminated' } as const;

/** A contract with its buttons (spec §4), each sending its kind's code; its failure shown below it. */
const ContractActions = ({ contract }: { contract: TContract }) => {
  const { t } = useTranslation();
  const process = useProcessContract();
  const [failure, setFailure] = useState<unknown>(null);
  const buttons = contractButtons(contract.kind, contract.status);
  const press = async (button: TContractButton) => {
    if (needsHigherRateConfirm(contract, button)) {
      const answer = await showDialog({
        icon: 'warning',
        title: t('agents.agreement.higherRateTitle'),
        html: t('agents.agreement.higher_rate'),
        buttons: [
          { key: 'cancel', label: t('common.cancel'), testId: 'higher-rate-cancel' },
          { key: 'confirm', label: t('common.confirm'), variant: 'filled', testId: 'higher-rate-confirm' },
        ],
        testId: 'higher-rate-dialog',
      });
      if (answer !== 'confirm') return;
    }
    setFailure(null);
    process.mutate(
      { contract, status: button.action },
      {
        onSuccess: () => toast({ color: 'green', message: t(`agents.agreement.done.${DONE[button.label]}`) }),
        onError: setFailure,
      },
    );
  };
  return (
    <ContractCard contract={contract}>
      {buttons.length > 0 && (
        <Group gap="xs" justify="flex-end" mt="xs">
          {buttons.map((b) => (
            <Button
              key={b.label}
              size="sm"
              variant={b.label === 'sign' ? 'filled' : b.label === 'terminate' ? 'light' : 'default'}
              className={b.label === 'sign' ? 'ol-btn-glow' : undefined}
              color={b.label === 'terminate' ? 'red' : undefined}
              loading={process.isPending && process.variables?.status === b.action}
              disabled={process.isPending}
              onClick={() => void press(b)}
              data-testid={`contract-${b.label}`}
              data-action={b.action}
            >
              {t(`agents.agreement.${b.label}`)}
            </Button>
          ))}
        </Group>
      )}
      {failure !== null && (
        <Alert color="red" variant="light" role="alert" mt="xs" data-testid="contract-error">
          {errorMessage(t, failure)}
        </Alert>
      )}
    </ContractCard>
  );
};

/**
 * The contract-agreement modal titled "agreement" (spec §2) with its three blocks: dividend,
 * daily-wage (the real-time salary with it, which answers with the daily wage's codes) and
 * hourly-wage contracts, each offer and contract in force with its buttons. After any action the
 * consolidated data is reloaded (spec §4), and the blocks follow it.
 */
export const AgreementModal = () => {
  const { t } = useTranslation();
  const opened = useAgentCentreStore((s) => s.agreementOpened);
  const close = useAgentCentreStore((s) => s.closeAgreement);
  const consolidated = useAgentConsolidated();
  const data = consolidated.data;
  return (
    <OverlayModal opened={opened} onClose={close} size="56rem" className="ol-agent-dialog" zIndex={250}>
      <div className="ol-agreement" data-testid="agreement-modal">
        <OverlayHead title={t('agents.agreement.title')} onClose={close} closeTestId="agreement-close" />
        {consolidated.isError && (
          <LoadError error={consolidated.error} onRetry={() => void consolidated.refetch()} />
        )}
        {AGREEMENT_BLOCKS.map((block) => {
          const contracts = data ? blockContracts(data, block.kinds) : [];
          return (
            <section
              key={block.key}
              className="ol-agreement-block"
              aria-labelledby={`agreement-${block.key}`}
              data-testid={`agreement-${block.key}`}
            >
              <h3 id={`agreement-${block.key}`}>{t(`agents.agreement.${block.key}`)}</h3>
              {!data ? (
                <Skeleton h={80} radius="md" />
              ) : contracts.length === 0 ? (
                <p className="ol-agent-hint">{t('agents.agreement.none')}</p>
              ) : (
                <div className="ol-contract-list">
                  {contracts.map((c) => (
                    <ContractActions key={c.id} contract={c} />
                  ))}
                </div>
              )}
            </section>
          );
        })}
      </div>
    </OverlayModal>
  );
};
