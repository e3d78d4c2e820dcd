import { Stack, Text } from '@mantine/core';
import type { TOperatorRole } from '@openlobby/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '../../../components/ui/dialog-footer.tsx';
import { useDialogAction } from '../../../lib/use-dialog-action.ts';
import { OperatorDialog, type TOperatorDialogProps, type TOperatorFormProps } from './operator-dialog.tsx';
import { RolePicker } from './role-picker.tsx';

const RoleForm = ({ operator, onClose, onSave }: TOperatorFormProps<TOperatorRole>) => {
  const { t } = useTranslation();
  const [role, setRole] = useState<TOperatorRole>(operator.role);
  const { busy, run } = useDialogAction(onClose);
  return (
    <Stack gap="md">
      <Text size="sm">{t('operators.roleFor', { username: operator.username })}</Text>
      <RolePicker value={role} onChange={setRole} label={t('operators.fields.newRole')} />
      <DialogFooter
        busy={busy}
        onCancel={onClose}
        confirmLabel={t('operators.actions.changeRole')}
        confirmTestId="operator-role-save"
        confirmDisabled={role === operator.role}
        onConfirm={() => void run(() => onSave(role))}
      />
    </Stack>
  );
};

/** Change an operator's role; the new permissions apply from the operator's next call. */
export const OperatorRoleDialog = (props: TOperatorDialogProps<TOperatorRole>) => {
  const { t } = useTranslation();
  return (
    <OperatorDialog
      {...props}
      title={t('operators.actions.changeRole')}
      size="lg"
      scrollable
      testId="operator-role-dialog"
      form={RoleForm}
    />
  );
};
