import { Select, Text } from '@mantine/core';
import { ZAdminMemberVipSet } from '@openlobby/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../components/ui/notify.ts';
import { useSetMemberVip, type TAdminMemberVip, type TVipLevel } from '../api/vip.ts';
import { FormDialog, ReasonTextarea, useCheckedForm } from './form-dialog.tsx';

/**
 * Sets a member's level by hand, with a reason: any of the brand's levels or 0 (none). A level set
 * lower stays until the member's deposits and turnover reach a higher one again.
 */
export const VipMemberDialog = ({
  brand,
  member,
  levels,
  opened,
  onClose,
}: {
  brand: string;
  member: TAdminMemberVip;
  levels: readonly TVipLevel[];
  opened: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const set = useSetMemberVip(brand);
  const [level, setLevel] = useState(String(member.level));
  const [reason, setReason] = useState('');
  const form = useCheckedForm(ZAdminMemberVipSet, { level: Number(level), reason: reason.trim() }, (field) =>
    t(field === 'reason' ? 'engagement.reason.invalid' : 'engagement.vip.invalid.level'),
  );
  const submit = form.submit(async (valid) => {
    await set.mutateAsync({ account: member.account, ...valid });
    notifySuccess(t('engagement.vip.member.done', { account: member.account, level: valid.level }));
    onClose();
  });
  const choices = [
    { value: '0', label: t('engagement.vip.member.none') },
    ...levels.map((l) => ({ value: String(l.level), label: `${l.level} · ${l.name}` })),
  ];

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t('engagement.vip.member.setTitle', { account: member.account })}
      testId="vip-member-dialog"
      submit={submit}
      failure={form.failure}
      failureTestId="vip-member-error"
      busy={set.isPending}
      confirmLabel={t('engagement.vip.member.set')}
      confirmTestId="vip-member-save"
    >
      <Text size="sm" c="dimmed">
        {t('engagement.vip.member.setHint')}
      </Text>
      <Select
        label={t('engagement.vip.columns.level')}
        data={choices}
        value={level}
        onChange={(v) => v !== null && setLevel(v)}
        allowDeselect={false}
        required
        error={form.bad('level')}
        data-testid="vip-member-choice"
      />
      <ReasonTextarea
        value={reason}
        onChange={setReason}
        error={form.bad('reason')}
        testId="vip-member-reason"
      />
    </FormDialog>
  );
};
