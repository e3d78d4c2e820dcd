import { Alert, NumberInput, Select } from '@mantine/core';
import { ZAdminBonusIssue } from '@openlobby/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../components/ui/notify.ts';
import { formatCurrency } from '../../../lib/format.ts';
import { useAdminLanguage, useLocale } from '../../../lib/i18n.ts';
import { useIssueBonus } from '../api/bonuses.ts';
import type { TAdminPromotion } from '../api/promotions.ts';
import { newRequestId, titleIn } from '../lib/engagement.ts';
import { AccountInput, FormDialog, ReasonTextarea, useCheckedForm } from './form-dialog.tsx';

/**
 * Issues a MANUAL promotion's bonus by hand: the member, the amount (its wagering requirement
 * follows the promotion's rule) and the reason. The dialog makes one request id when it opens, so a
 * double click or a retry pays once.
 */
export const BonusIssueDialog = ({
  brand,
  currency = '',
  promotions,
  opened,
  onClose,
}: {
  brand: string;
  currency: string | undefined;
  /** The brand's open MANUAL promotions. */
  promotions: readonly TAdminPromotion[];
  opened: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const language = useAdminLanguage();
  const issue = useIssueBonus(brand);
  const [requestId] = useState(newRequestId);
  const [promotionId, setPromotionId] = useState<string | null>(
    promotions[0] ? String(promotions[0].id) : null,
  );
  const [account, setAccount] = useState('');
  const [amount, setAmount] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const body = {
    promotionId: Number(promotionId),
    account: account.trim(),
    amount: Number(amount),
    requestId,
    reason: reason.trim(),
  };
  const form = useCheckedForm(ZAdminBonusIssue, body, (field) =>
    t(`engagement.bonuses.issue.invalid.${field}`),
  );
  const chosen = promotions.find((p) => String(p.id) === promotionId);
  const multiplier = chosen?.rule.turnoverMultiplier ?? 0;

  const submit = form.submit(async () => {
    await issue.mutateAsync(body);
    notifySuccess(
      t('engagement.bonuses.issue.done', {
        account: body.account,
        amount: formatCurrency(body.amount, currency, locale),
      }),
    );
    onClose();
  });

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t('engagement.bonuses.issue.title')}
      testId="bonus-issue-dialog"
      submit={submit}
      failure={form.failure}
      failureTestId="bonus-issue-error"
      busy={issue.isPending}
      confirmLabel={t('engagement.bonuses.issue.confirm')}
      confirmTestId="bonus-issue-confirm"
      confirmDisabled={promotions.length === 0}
    >
      {promotions.length === 0 && (
        <Alert color="yellow" variant="light" data-testid="bonus-issue-none">
          {t('engagement.bonuses.issue.noManual')}
        </Alert>
      )}
      <Select
        label={t('engagement.columns.promotion')}
        data={promotions.map((p) => ({ value: String(p.id), label: titleIn(p.title, language) }))}
        value={promotionId}
        onChange={setPromotionId}
        allowDeselect={false}
        required
        error={form.bad('promotionId')}
        data-testid="bonus-issue-promotion"
      />
      <AccountInput
        value={account}
        onChange={setAccount}
        error={form.bad('account')}
        testId="bonus-issue-account"
      />
      <NumberInput
        label={t('engagement.bonuses.columns.amount')}
        description={t('engagement.bonuses.issue.turnover', {
          multiplier,
          amount: formatCurrency((Number(amount) || 0) * multiplier, currency, locale),
        })}
        required
        min={0}
        decimalScale={2}
        value={amount}
        onChange={setAmount}
        error={form.bad('amount')}
        data-testid="bonus-issue-amount"
      />
      <ReasonTextarea
        value={reason}
        onChange={setReason}
        error={form.bad('reason')}
        testId="bonus-issue-reason"
      />
    </FormDialog>
  );
};
