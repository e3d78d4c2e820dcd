import { Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import type { TOperatorRole, TOperatorRow } from '@openlobby/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RolePicker } from './role-picker.tsx';

const RoleForm = ({
  operator,
  onClose,
  onSave,
}: {
  operator: TOperatorRow;
  onClose: () => void;
  onSave: (role: TOperatorRole) => Promise<unknown>;
}) => {
  const { t } = useTranslation();
  const [role, setRole] = useState<TOperatorRole>(operator.role);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      await onSave(role);
      onClose();
    } catch {
      /* told by the caller; the dialog stays open */
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="md">
      <Text size="sm">{t('operators.roleFor', { username: operator.username })}</Text>
      <RolePicker value={role} onChange={setRole} label={t('operators.fields.newRole')} />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          loading={busy}
          disabled={role === operator.role}
          onClick={() => void submit()}
          data-testid="operator-role-save"
        >
          {t('operators.actions.changeRole')}
        </Button>
      </Group>
    </Stack>
  );
};

/** Change an operator's role; the new permissions apply from the operator's next call. */
export const OperatorRoleDialog = ({
  opened,
  operator,
  onClose,
  onSave,
}: {
  opened: boolean;
  operator: TOperatorRow | null;
  onClose: () => void;
  onSave: (role: TOperatorRole) => Promise<unknown>;
}) => {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened && operator !== null}
      onClose={onClose}
      title={t('operators.actions.changeRole')}
      size="lg"
      scrollAreaComponent={ScrollArea.Autosize}
      data-testid="operator-role-dialog"
    >
      {operator && <RoleForm key={operator.id} operator={operator} onClose={onClose} onSave={onSave} />}
    </Modal>
  );
};
