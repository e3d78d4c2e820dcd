import { Alert, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { TAdminDeposit } from '@openlobby/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '../../../components/ui/dialog-footer.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
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
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (opened) {
      setNote('');
      setFailure(null);
    }
  }, [opened]);
  const submit = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm(note.trim());
      onClose();
    } catch (e) {
      setFailure(e);
    } finally {
      setBusy(false);
    }
  };
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('payments.approve.title')}
      centered
      size="md"
      data-testid="deposit-approve-dialog"
    >
      {deposit && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Stack gap="sm">
            <Text size="sm">{t('payments.approve.description')}</Text>
            <DepositSummary deposit={deposit} />
            <Textarea
              label={t('payments.approve.note')}
              description={t('payments.approve.noteHint')}
              placeholder={t('payments.approve.notePlaceholder')}
              autosize
              minRows={2}
              maxLength={NOTE_MAX}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              disabled={busy}
              data-testid="deposit-approve-note"
            />
            {failure !== null && (
              <Alert color="red" variant="light" data-testid="deposit-approve-error">
                {errorMessage(t, failure)}
              </Alert>
            )}
            <DialogFooter
              busy={busy}
              onCancel={close}
              confirmLabel={t('payments.approve.confirm')}
              confirmColor="green"
              confirmTestId="deposit-approve-confirm"
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
};
