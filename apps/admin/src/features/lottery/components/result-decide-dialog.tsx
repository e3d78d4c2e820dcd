import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecisionDialog } from '../../../components/ui/decision-dialog.tsx';
import { notifySuccess } from '../../../components/ui/notify.ts';
import { ReasonField } from '../../../components/ui/reason-field.tsx';
import { useDecideLotteryResult } from '../api/decide-lottery-result.ts';
import type { TAdminLotteryResultEntry } from '../api/find-lottery-results.ts';
import { lotteryReasonRule } from '../lib/reason.ts';
import { ResultSheetView } from './result-sheet-view.tsx';

type TProps = {
  brand: string;
  entry: TAdminLotteryResultEntry;
  decision: 'APPROVE' | 'REJECT';
  opened: boolean;
  onClose: () => void;
};

/**
 * The checker's decision on entered results: the whole sheet to compare with the official one, who
 * entered it and why, and the checker's own reason (audited). Approving gives the draw its result.
 */
export const ResultDecideDialog = ({ brand, entry, decision, opened, onClose }: TProps) => {
  const { t } = useTranslation();
  const decide = useDecideLotteryResult(brand);
  const rule = lotteryReasonRule(t);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const valid = rule.schema.safeParse({ reason: reason.trim() }).success;
  const approve = decision === 'APPROVE';
  return (
    <DecisionDialog
      opened={opened}
      onClose={onClose}
      title={t(approve ? 'lottery.results.approveTitle' : 'lottery.results.rejectTitle')}
      description={t(approve ? 'lottery.results.approveText' : 'lottery.results.rejectText', {
        draw: `${entry.gameName} ${entry.drawKey}`,
        by: entry.enteredBy,
      })}
      summary={
        <>
          <ResultSheetView result={entry.result} testId="lottery-decide-sheet" />
          <Text size="xs" c="dimmed">
            {t('lottery.results.makerReason', { reason: entry.reason })}
          </Text>
        </>
      }
      confirmLabel={t(approve ? 'lottery.results.approve' : 'lottery.results.reject')}
      confirmColor={approve ? 'green' : 'red'}
      testId="lottery-decide"
      valid={valid}
      onInvalid={() => setTouched(true)}
      onConfirm={async () => {
        await decide.mutateAsync({ id: entry.id, decision: { decision, reason } });
        notifySuccess(t(approve ? 'lottery.results.approved' : 'lottery.results.rejected'));
      }}
    >
      <ReasonField
        value={reason}
        onChange={setReason}
        onBlur={() => setTouched(true)}
        invalid={touched && !valid}
        focusOnOpen
        testId="lottery-decide-reason"
        rule={rule}
      />
    </DecisionDialog>
  );
};
