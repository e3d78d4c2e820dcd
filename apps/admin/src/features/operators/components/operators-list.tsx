import { ActionIcon, Badge, Button, Group, Menu, Table, Text, VisuallyHidden } from '@mantine/core';
import type { TOperatorRow } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyRow } from '../../../components/ui/empty-row.tsx';
import { PageFooter } from '../../../components/ui/list-pagination.tsx';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { notifyFailure, notifySuccess } from '../../../components/ui/notify.ts';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton-rows.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { useDialogTarget } from '../../../lib/use-dialog-target.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useOperators, useUpdateOperator } from '../api/operators.ts';
import {
  operatorUpdateOf,
  TOTP_STATE_COLORS,
  totpStateOf,
  type TOperatorAction,
} from '../lib/operator-actions.ts';
import { OperatorCreateDialog } from './operator-create-dialog.tsx';
import { OperatorPasswordDialog } from './operator-password-dialog.tsx';
import { OperatorRoleBadge } from './operator-role-badge.tsx';
import { OperatorRoleDialog } from './operator-role-dialog.tsx';

const COLUMNS = 7;

type TDialog = { kind: 'role' | 'status' | 'password' | 'resetTotp'; operator: TOperatorRow };

const DONE: Record<TOperatorAction['kind'], string> = {
  role: 'operators.done.role',
  status: 'operators.done.status',
  password: 'operators.done.password',
  resetTotp: 'operators.done.resetTotp',
};

const DotsIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
    <path d="M12 8a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm0 6a2 2 0 1 0 0 4 2 2 0 0 0 0-4z" />
  </svg>
);

/** The operators of the back office: role, status, authenticator, and the owner's actions on them. */
export const OperatorsList = ({
  creating,
  onCreatingChange,
}: {
  creating: boolean;
  onCreatingChange: (open: boolean) => void;
}) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const me = useSession((s) => s.operator?.id);
  const list = useListParams([] as const);
  const { data, error, refetch, isPending, isFetching } = useOperators({
    page: list.page,
    pageSize: list.pageSize,
  });
  const update = useUpdateOperator();
  const dialogs = useDialogTarget<TDialog>();
  const dialog = dialogs.target?.value ?? null;
  const show = (kind: TDialog['kind'], operator: TOperatorRow) => dialogs.open({ kind, operator });

  const run = async (operator: TOperatorRow, action: TOperatorAction) => {
    try {
      const row = await update.mutateAsync({ id: operator.id, update: operatorUpdateOf(action) });
      notifySuccess(
        t(DONE[action.kind], {
          username: row.username,
          role: t(`roles.${row.role}`),
          status: t(`operators.status.${row.status}`),
        }),
      );
    } catch (e) {
      notifyFailure(t, t('operators.saveFailed'), e);
      throw e;
    }
  };

  const target = dialog?.operator ?? null;
  return (
    <>
      {error && !data ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : (
        <ListTable
          minWidth={860}
          loading={isFetching}
          testId="operators-table"
          head={
            <>
              <Table.Th>{t('operators.fields.username')}</Table.Th>
              <Table.Th>{t('operators.fields.role')}</Table.Th>
              <Table.Th>{t('operators.fields.status')}</Table.Th>
              <Table.Th>{t('operators.fields.totp')}</Table.Th>
              <Table.Th>{t('operators.fields.lastLoginAt')}</Table.Th>
              <Table.Th>{t('operators.fields.createdAt')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('operators.actionsLabel')}</VisuallyHidden>
              </Table.Th>
            </>
          }
        >
          {isPending && <SkeletonRows count={4} colSpan={COLUMNS} />}
          {data?.items.map((o) => {
            const self = o.id === me;
            const totp = totpStateOf(o);
            return (
              <Table.Tr key={o.id} data-testid={`operator-row-${o.username}`} data-status={o.status}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" fw={600} c={o.status === 'D' ? 'dimmed' : undefined}>
                      {o.username}
                    </Text>
                    {self && (
                      <Badge size="xs" variant="outline" color="gray" tt="none">
                        {t('operators.you')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <OperatorRoleBadge role={o.role} />
                </Table.Td>
                <Table.Td>
                  <Badge
                    color={o.status === 'A' ? 'green' : 'gray'}
                    variant={o.status === 'A' ? 'light' : 'outline'}
                    data-status={o.status}
                    data-testid="operator-status"
                  >
                    {t(`operators.status.${o.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Badge
                    color={TOTP_STATE_COLORS[totp]}
                    variant="dot"
                    data-state={totp}
                    data-testid="operator-totp"
                  >
                    {t(`operators.totp.${totp}`)}
                  </Badge>
                </Table.Td>
                <Table.Td className="ol-nowrap">{formatDateTime(o.lastLoginAt, locale)}</Table.Td>
                <Table.Td className="ol-nowrap">{formatDateTime(o.createdAt, locale)}</Table.Td>
                <Table.Td>
                  <Group justify="flex-end">
                    <Menu position="bottom-end" withinPortal shadow="md" width={240}>
                      <Menu.Target>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={t('operators.actionsFor', { username: o.username })}
                          data-testid={`operator-actions-${o.username}`}
                        >
                          <DotsIcon />
                        </ActionIcon>
                      </Menu.Target>
                      <Menu.Dropdown>
                        {self && <Menu.Label>{t('operators.selfHint')}</Menu.Label>}
                        <Menu.Item
                          disabled={self}
                          onClick={() => show('role', o)}
                          data-testid="operator-change-role"
                        >
                          {t('operators.actions.changeRole')}
                        </Menu.Item>
                        <Menu.Item
                          disabled={self}
                          color={o.status === 'A' ? 'red' : undefined}
                          onClick={() => show('status', o)}
                          data-testid="operator-toggle-status"
                        >
                          {o.status === 'A' ? t('operators.actions.disable') : t('operators.actions.enable')}
                        </Menu.Item>
                        <Menu.Item
                          disabled={self}
                          onClick={() => show('password', o)}
                          data-testid="operator-set-password"
                        >
                          {t('operators.actions.setPassword')}
                        </Menu.Item>
                        <Menu.Divider />
                        <Menu.Item
                          disabled={self || !o.hasTotp}
                          color="red"
                          onClick={() => show('resetTotp', o)}
                          data-testid="operator-reset-totp"
                        >
                          {t('operators.actions.resetTotp')}
                        </Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
          {data?.items.length === 0 && (
            <EmptyRow colSpan={COLUMNS} label={t('operators.empty')} testId="operators-empty" />
          )}
        </ListTable>
      )}
      <PageFooter data={data} list={list} />

      <OperatorCreateDialog opened={creating} onClose={() => onCreatingChange(false)} />
      <OperatorRoleDialog
        opened={dialogs.opened && dialog?.kind === 'role'}
        operator={target}
        onClose={dialogs.close}
        onSave={(role) => (target ? run(target, { kind: 'role', role }) : Promise.resolve())}
      />
      <OperatorPasswordDialog
        opened={dialogs.opened && dialog?.kind === 'password'}
        operator={target}
        onClose={dialogs.close}
        onSave={(password) => (target ? run(target, { kind: 'password', password }) : Promise.resolve())}
      />
      <ConfirmDialog
        opened={dialogs.opened && dialog?.kind === 'status'}
        title={target?.status === 'A' ? t('operators.actions.disable') : t('operators.actions.enable')}
        message={
          target?.status === 'A'
            ? t('operators.disableConfirm', { username: target.username })
            : t('operators.enableConfirm', { username: target?.username ?? '' })
        }
        confirmLabel={target?.status === 'A' ? t('operators.actions.disable') : t('operators.actions.enable')}
        danger={target?.status === 'A'}
        onClose={dialogs.close}
        onConfirm={() =>
          target
            ? run(target, { kind: 'status', status: target.status === 'A' ? 'D' : 'A' })
            : Promise.resolve()
        }
        data-testid="operator-status-dialog"
      />
      <ConfirmDialog
        opened={dialogs.opened && dialog?.kind === 'resetTotp'}
        title={t('operators.actions.resetTotp')}
        message={t('operators.resetTotpConfirm', { username: target?.username ?? '' })}
        confirmLabel={t('operators.actions.resetTotp')}
        danger
        onClose={dialogs.close}
        onConfirm={() => (target ? run(target, { kind: 'resetTotp' }) : Promise.resolve())}
        data-testid="operator-reset-totp-dialog"
      />
    </>
  );
};

/** The page's "New operator" button. */
export const NewOperatorButton = ({ onClick }: { onClick: () => void }) => {
  const { t } = useTranslation();
  return (
    <Button onClick={onClick} data-testid="operator-new">
      {t('operators.new')}
    </Button>
  );
};
