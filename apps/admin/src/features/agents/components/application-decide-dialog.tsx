import { Textarea } from '@mantine/core';
import { ZAdminApplicationDecision } from '@openlobby/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecisionDialog } from '../../../components/ui/decision-dialog.tsx';
import { notifySuccess } from '../../../components/ui/notify.ts';
import type { TAgentApplicationRow } from '../api/find-agent-applications.ts';
import { useDecideAgentApplication } from '../api/decide-agent-application.ts';

const NOTE_MAX = 140;

/**
 * Approve (the member becomes an agent) or reject an application. A rejection needs a reason the
 * member is told; an approval may carry a note. Both are checked with the shared schema.
 */
export const ApplicationDecideDialog = ({
  application,
  decision,
  opened,
  onClose,
}: {
  application: TAgentApplicationRow | null;
  decision: 'APPROVE' | 'REJECT';
  opened: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const decide = useDecideAgentApplication();
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (opened) {
      setNote('');
      setTouched(false);
    }
  }, [opened]);
  if (!application) return null;
  const key = decision === 'APPROVE' ? 'approve' : 'reject';
  const parsed = ZAdminApplicationDecision.safeParse({ decision, note: note.trim() || undefined });
  const valid = parsed.success && (decision === 'APPROVE' || note.trim().length > 0);
  const names = { account: application.account };
  return (
    <DecisionDialog
      opened={opened}
      onClose={onClose}
      title={t(`agents.applications.${key}.title`)}
      description={t(`agents.applications.${key}.description`, names)}
      confirmLabel={t(`agents.applications.${key}.confirm`)}
      confirmColor={decision === 'REJECT' ? 'red' : undefined}
      testId="application-decide"
      valid={valid}
      onInvalid={() => setTouched(true)}
      onConfirm={async () => {
        if (!parsed.success) return;
        await decide.mutateAsync({ id: application.id, decision: parsed.data });
        notifySuccess(t(`agents.applications.${key}.done`, names));
      }}
    >
      <Textarea
        label={t('agents.applications.note')}
        description={
          decision === 'APPROVE'
            ? t('agents.applications.noteApproveHint')
            : t('agents.applications.noteRejectHint')
        }
        autosize
        minRows={2}
        maxLength={NOTE_MAX}
        required={decision === 'REJECT'}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
        onBlur={() => setTouched(true)}
        error={touched && !valid ? t('agents.applications.noteRequired') : undefined}
        data-autofocus
        data-testid="application-note"
      />
    </DecisionDialog>
  );
};
