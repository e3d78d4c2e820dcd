import { Alert, Group, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import {
  PROMOTION_CATEGORIES,
  PROMOTION_KINDS,
  ZAdminPromotionInput,
  type TAdminPromotionInput,
} from '@openlobby/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../components/ui/notify.ts';
import { fromLocalInput, toLocalInput } from '../../../lib/format.ts';
import { useSavePromotion, type TAdminPromotion } from '../api/promotions.ts';
import { filledTexts, RULE_TEMPLATES } from '../lib/engagement.ts';
import { FormDialog, LocalizedInputs, ReasonTextarea, useFailure } from './form-dialog.tsx';

type TKind = (typeof PROMOTION_KINDS)[number];

/** The rule as the operator edits it: the rule schema's own JSON, checked by ZPromotionRule before it is sent. */
const ruleText = (rule: unknown) => JSON.stringify(rule, null, 2);

/**
 * Creates a promotion (a draft) or edits one that is not closed: category, titles, window, and the
 * rule of its kind (a new promotion's kind fills in a starting rule; an existing one keeps its kind).
 * Everything is checked with the contract's schema first; what is wrong is listed and nothing is sent.
 */
export const PromotionEditDialog = ({
  brand,
  promotion,
  opened,
  onClose,
}: {
  brand: string;
  promotion: TAdminPromotion | null;
  opened: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const save = useSavePromotion(brand);
  const [kind, setKind] = useState<TKind>(promotion?.kind ?? 'DEPOSIT_MATCH');
  const [category, setCategory] = useState<string>(promotion?.category ?? 'DAILY');
  const [title, setTitle] = useState<Record<string, string | undefined>>({ ...promotion?.title });
  const [startsAt, setStartsAt] = useState(toLocalInput(promotion?.startsAt ?? new Date().toISOString()));
  const [endsAt, setEndsAt] = useState(toLocalInput(promotion?.endsAt ?? null));
  const [rule, setRule] = useState(ruleText(promotion?.rule ?? RULE_TEMPLATES.DEPOSIT_MATCH));
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const { failure, attempt } = useFailure();

  const submit = async () => {
    let parsedRule: unknown;
    try {
      parsedRule = JSON.parse(rule);
    } catch {
      setProblems([t('engagement.promotions.form.ruleNotJson')]);
      return;
    }
    const input: TAdminPromotionInput = {
      category: category as TAdminPromotionInput['category'],
      title: filledTexts(title),
      rule: parsedRule as TAdminPromotionInput['rule'],
      startsAt: fromLocalInput(startsAt) ?? '',
      endsAt: fromLocalInput(endsAt),
      reason: reason.trim(),
    };
    const checked = ZAdminPromotionInput.safeParse(input);
    if (!checked.success) {
      setProblems(checked.error.issues.map((i) => `${i.path.join('.') || '—'}: ${i.message}`));
      return;
    }
    setProblems([]);
    await attempt(async () => {
      await save.mutateAsync({ id: promotion?.id ?? null, input });
      notifySuccess(t(promotion ? 'engagement.promotions.form.saved' : 'engagement.promotions.form.created'));
      onClose();
    });
  };

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      size="lg"
      title={t(promotion ? 'engagement.promotions.form.editTitle' : 'engagement.promotions.form.newTitle')}
      testId="promotion-dialog"
      submit={submit}
      failure={failure}
      failureTestId="promotion-error"
      busy={save.isPending}
      confirmLabel={t('common.save')}
      confirmTestId="promotion-save"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('engagement.promotions.columns.kind')}
          data={PROMOTION_KINDS.map((k) => ({ value: k, label: t(`engagement.kinds.${k}`) }))}
          value={kind}
          disabled={promotion !== null}
          allowDeselect={false}
          onChange={(v) => {
            if (!v) return;
            setKind(v as TKind);
            setRule(ruleText(RULE_TEMPLATES[v as TKind]));
          }}
          data-testid="promotion-kind"
        />
        <Select
          label={t('engagement.promotions.columns.category')}
          data={PROMOTION_CATEGORIES.map((c) => ({ value: c, label: t(`engagement.categories.${c}`) }))}
          value={category}
          allowDeselect={false}
          onChange={(v) => v && setCategory(v)}
          data-testid="promotion-category"
        />
      </SimpleGrid>
      <LocalizedInputs
        value={title}
        onChange={setTitle}
        label={(language) => t('engagement.promotions.form.titleIn', { language })}
        maxLength={80}
        testId="promotion-title"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="datetime-local"
          label={t('engagement.promotions.form.startsAt')}
          required
          value={startsAt}
          onChange={(e) => setStartsAt(e.currentTarget.value)}
          data-testid="promotion-starts"
        />
        <TextInput
          type="datetime-local"
          label={t('engagement.promotions.form.endsAt')}
          description={t('engagement.promotions.form.endsAtHint')}
          value={endsAt}
          onChange={(e) => setEndsAt(e.currentTarget.value)}
          data-testid="promotion-ends"
        />
      </SimpleGrid>
      <Textarea
        label={t('engagement.promotions.form.rule')}
        description={t('engagement.promotions.form.ruleHint')}
        autosize
        minRows={6}
        maxRows={14}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        value={rule}
        onChange={(e) => setRule(e.currentTarget.value)}
        data-testid="promotion-rule"
      />
      <ReasonTextarea value={reason} onChange={setReason} testId="promotion-reason" />
      {problems.length > 0 && (
        <Alert
          color="red"
          variant="light"
          title={t('engagement.promotions.form.problems')}
          data-testid="promotion-problems"
        >
          <Group gap={4} component="ul" m={0} pl="md" display="block">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </Group>
        </Alert>
      )}
    </FormDialog>
  );
};
