import type { TContract } from '@openlobby/contracts';
import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFormat } from '../../../lib/use-format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { contractTitle } from '../lib/contract-labels.ts';
import { ContractTerms } from './contract-terms.tsx';

const STATUS_COLOR = { P: 'yellow', E: 'yellow', V: 'green', R: 'gray', C: 'gray' } as const;

/** One contract: what it covers, its state, who it is with, its terms, and any actions below. */
export const ContractCard = ({ contract, children }: { contract: TContract; children?: ReactNode }) => {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const headingId = `contract-${contract.id}-title`;
  return (
    <article
      className="ol-contract"
      aria-labelledby={headingId}
      data-testid={`contract-${contract.id}`}
      data-kind={contract.kind}
      data-status={contract.status}
    >
      <header className="ol-contract-head">
        <h4 id={headingId}>{contractTitle(t, contract)}</h4>
        <Badge variant="light" color={STATUS_COLOR[contract.status]} data-testid="contract-status">
          {t(`agents.status.${contract.status}`)}
        </Badge>
      </header>
      <p className="ol-contract-meta">
        {contract.upline
          ? t('agents.contract.from', { account: contract.upline.account })
          : t('agents.contract.fromPlatform')}
        {' · '}
        {contract.signedAt
          ? t('agents.contract.signedAt', { date: dateTime(contract.signedAt) })
          : t('agents.contract.offeredAt', { date: dateTime(contract.offeredAt) })}
      </p>
      <ContractTerms terms={contract.terms} testId={`contract-${contract.id}-terms`} />
      {children}
    </article>
  );
};
