import { Textarea } from '@mantine/core';
import type { TAdminDeposit } from '@openlobby/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecisionDialog } from '../../../components/ui/decision-dialog.tsx';
import { DepositSummary } from './deposit-summary.tsx';

const NOTE_MAX = 500;

type TProps = {
  opened: boolean;
  deposit: TAdminDeposit | null;
  onClose: () => void;
  /** Approves with the (optional) note; a thrown error is shown in the dialog, which stays open. */
  onConfirm: (note: string) => Promise<unknown>;
};

/** "Approve this deposit?": amount and account to check against the statement, and an optional note. */
export const ApproveDepositDialog = ({ opened, deposit, onClose, onConfirm }: TProps) => {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  useEffect(() => {
    if (opened) setNote('');
  }, [opened]);
  return (
    <DecisionDialog
      opened={opened}
      onClose={onClose}
      title={t('payments.approve.title')}
      description={t('payments.approve.description')}
      summary={deposit && <DepositSummary deposit={deposit} />}
      confirmLabel={t('payments.approve.confirm')}
      confirmColor="green"
      testId="deposit-approve"
      onConfirm={() => onConfirm(note.trim())}
    >
      <Textarea
        label={t('payments.approve.note')}
        description={t('payments.approve.noteHint')}
        placeholder={t('payments.approve.notePlaceholder')}
        autosize
        minRows={2}
        maxLength={NOTE_MAX}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
        data-testid="deposit-approve-note"
      />
    </DecisionDialog>
  );
};
