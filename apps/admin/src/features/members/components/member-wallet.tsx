import { Badge, Button, Card, Code, Group, SimpleGrid, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { TMember360 } from '@openlobby/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyRow } from '../../../components/ui/empty-row.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { useCan } from '../../../lib/permissions.ts';
import {
  amountColor,
  entryKindColor,
  formatMoney,
  mainBalance,
  memoReason,
  otherAccounts,
  type TWalletAccount,
} from '../lib/wallet.ts';
import { MemberAdjustDialog } from './member-adjust-dialog.tsx';

/** The kind of a ledger entry as a coloured badge; unknown kinds show their code in grey. */
export const EntryKindBadge = ({ kind }: { kind: string }) => {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={entryKindColor(kind)} radius="sm" data-kind={kind} className="ol-nowrap">
      {t(`memberWallet.kinds.${kind}`, { defaultValue: kind })}
    </Badge>
  );
};

const accountTestId = (a: TWalletAccount) =>
  a.kind === 'VENDOR' ? `member-wallet-vendor-${a.vendorCode ?? ''}` : 'member-wallet-held';

/**
 * The member's money: the main balance (with the Adjust balance action for members.adjustBalance),
 * vendor wallets and funds held for withdrawals, and the latest main-wallet entries.
 */
export const MemberWallet = ({ member }: { member: Pick<TMember360, 'id' | 'account' | 'wallet'> }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const canAdjust = useCan('members.adjustBalance');
  const [adjusting, setAdjusting] = useState(false);
  const { wallet } = member;
  const money = (n: number, signed = false) => formatMoney(n, wallet, locale, signed);
  const others = otherAccounts(wallet);
  return (
    <Stack gap="md" data-testid="member-wallet">
      <Card p="md">
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Text size="xs" c="dimmed" fw={500} tt="uppercase">
              {t('memberWallet.main')}
            </Text>
            <Text fz={28} fw={700} lh={1.2} className="ol-nowrap" data-testid="member-wallet-main">
              {money(mainBalance(wallet))}
            </Text>
          </Stack>
          {canAdjust && (
            <Button variant="light" size="xs" onClick={() => setAdjusting(true)} data-testid="member-adjust">
              {t('memberWallet.adjust.button')}
            </Button>
          )}
        </Group>
      </Card>

      {others.length > 0 && (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" data-testid="member-wallet-accounts">
          {others.map((a) => (
            <Card key={`${a.kind}-${a.vendorCode ?? ''}`} p="sm" data-testid={accountTestId(a)}>
              <Text size="xs" c="dimmed" fw={500} lineClamp={1}>
                {a.kind === 'VENDOR'
                  ? t('memberWallet.accounts.VENDOR', { vendor: a.vendorCode ?? '—' })
                  : t('memberWallet.accounts.HELD')}
              </Text>
              <Text size="md" fw={600} className="ol-nowrap">
                {money(a.balance)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}

      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('memberWallet.entries')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('memberWallet.entriesHint')}
        </Text>
      </Stack>
      <Table.ScrollContainer minWidth={760}>
        <Table className="ol-table" data-testid="member-wallet-entries">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('memberWallet.at')}</Table.Th>
              <Table.Th>{t('memberWallet.kind')}</Table.Th>
              <Table.Th ta="right">{t('memberWallet.amount')}</Table.Th>
              <Table.Th ta="right">{t('memberWallet.balanceAfter')}</Table.Th>
              <Table.Th>{t('memberWallet.reference')}</Table.Th>
              <Table.Th>{t('memberWallet.reason')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {wallet.entries.map((e) => {
              const reason = memoReason(e.memo);
              return (
                <Table.Tr key={e.entryId} data-testid={`member-wallet-entry-${e.entryId}`} data-kind={e.kind}>
                  <Table.Td className="ol-nowrap">{formatDateTime(e.at, locale)}</Table.Td>
                  <Table.Td>
                    <EntryKindBadge kind={e.kind} />
                  </Table.Td>
                  <Table.Td ta="right" className="ol-nowrap">
                    <Text
                      size="sm"
                      fw={600}
                      c={amountColor(e.amount)}
                      span
                      data-testid="member-wallet-entry-amount"
                    >
                      {money(e.amount, true)}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" className="ol-nowrap">
                    {money(e.balanceAfter)}
                  </Table.Td>
                  <Table.Td>{e.reference ? <Code>{e.reference}</Code> : '—'}</Table.Td>
                  <Table.Td maw={280}>
                    {reason ? (
                      <Tooltip label={reason} multiline w={360} withArrow openDelay={200}>
                        <Text size="sm" lineClamp={1} tabIndex={0}>
                          {reason}
                        </Text>
                      </Tooltip>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
            {wallet.entries.length === 0 && (
              <EmptyRow colSpan={6} label={t('memberWallet.empty')} testId="member-wallet-empty" />
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      {canAdjust && (
        <MemberAdjustDialog opened={adjusting} member={member} onClose={() => setAdjusting(false)} />
      )}
    </Stack>
  );
};
