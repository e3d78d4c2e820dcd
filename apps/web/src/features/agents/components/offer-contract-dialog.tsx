import type { TContractCategory, TContractKind } from '@openlobby/contracts';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  Stack,
  Text,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/error-message.ts';
import { toast } from '../../../lib/toast.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useContracts } from '../api/find-contracts.ts';
import { useOfferContract } from '../api/offer-contract.ts';
import { categoryLabel, contractTitle } from '../lib/contract-labels.ts';
import {
  DIVIDEND_PERIODS,
  draftFrom,
  emptyTier,
  isWholeField,
  MAX_TIERS,
  OFFER_CATEGORIES,
  OFFER_KINDS,
  offerFrom,
  ownContractOf,
  SALARY_FIELDS,
  TIER_FIELDS,
  type TDividendPeriod,
  type TField,
  type TOfferDraft,
  type TTieredKind,
  type TTierField,
} from '../lib/offer-draft.ts';
import { ContractTerms } from './contract-terms.tsx';

type TProps = { downline: { id: number; account: string }; onClose: () => void };

const asField = (v: string | number): TField => (typeof v === 'number' ? v : v === '' ? '' : Number(v));

/**
 * The "offer contract" dialog of team management: kind, category and the terms (a tiers editor,
 * or the real-time salary's rates), filled with the agent's own contract of that kind, which caps
 * them. The server refuses more than that (CONTRACT_ABOVE_UPLINE), shown translated here.
 */
export const OfferContractDialog = ({ downline, onClose }: TProps) => {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const mine = useContracts();
  const offered = useContracts(downline.id);
  const offer = useOfferContract();
  const [draft, setDraft] = useState<TOfferDraft>(() => draftFrom('DAILY_WAGE', 'ALL', undefined));
  const [touched, setTouched] = useState(false);
  const [incomplete, setIncomplete] = useState(false);
  const own = ownContractOf(mine.data, draft.kind, draft.category);
  // Until the agent edits, the form follows its own contract (which arrives after the first render).
  const shown = touched ? draft : draftFrom(draft.kind, draft.category, own);

  const edit = (change: (d: TOfferDraft) => TOfferDraft) => {
    setTouched(true);
    setDraft(change(shown));
  };
  const choose = (kind: TContractKind, category: TContractCategory) => {
    setTouched(false);
    offer.reset();
    setDraft(draftFrom(kind, category, ownContractOf(mine.data, kind, category)));
  };
  const setTier = (index: number, field: TTierField | 'rateType', value: TField | 'P' | 'F') =>
    edit((d) => ({
      ...d,
      tiers: d.tiers.map((tier, i) => (i === index ? { ...tier, [field]: value } : tier)),
    }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const body = offerFrom(downline.id, shown);
    setIncomplete(body === null);
    if (!body) return;
    offer.mutate(body, {
      onSuccess: () => {
        toast({ color: 'green', message: t('agents.offer.sent', { account: downline.account }) });
        onClose();
      },
    });
  };

  const tiered = shown.kind !== 'REAL_TIME_SALARY';
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('agents.offer.title', { account: downline.account })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="52rem"
      fullScreen={isPhone}
      zIndex={300}
      radius={isPhone ? 0 : 'lg'}
      classNames={{ content: 'ol-agent-dialog' }}
      data-testid="offer-dialog"
    >
      <form onSubmit={onSubmit} noValidate data-testid="offer-form">
        <Stack gap="sm">
          <Group grow align="flex-start" wrap={isPhone ? 'wrap' : 'nowrap'}>
            <NativeSelect
              label={t('agents.offer.kind')}
              value={shown.kind}
              onChange={(e) => choose(e.currentTarget.value as TContractKind, shown.category)}
              data={OFFER_KINDS.map((k) => ({ value: k, label: t(`agents.kinds.${k}`) }))}
              data-testid="offer-kind"
            />
            <NativeSelect
              label={t('agents.offer.category')}
              value={shown.category}
              onChange={(e) => choose(shown.kind, e.currentTarget.value as TContractCategory)}
              data={OFFER_CATEGORIES.map((c) => ({ value: c, label: categoryLabel(t, c) }))}
              data-testid="offer-category"
            />
          </Group>
          <section className="ol-agent-own" aria-label={t('agents.offer.yourContract')}>
            <Text fw={600} size="sm">
              {t('agents.offer.yourContract')}
            </Text>
            {own ? (
              <ContractTerms terms={own.terms} testId="offer-own-terms" />
            ) : (
              <Alert color="yellow" variant="light" data-testid="offer-no-own">
                {t('agents.offer.noOwn')}
              </Alert>
            )}
          </section>
          {shown.kind === 'DIVIDEND' && (
            <NativeSelect
              label={t('agents.offer.period')}
              value={shown.period}
              onChange={(e) => {
                const period = e.currentTarget.value as TDividendPeriod;
                edit((d) => ({ ...d, period }));
              }}
              data={DIVIDEND_PERIODS.map((p) => ({ value: p, label: t(`agents.periods.${p}`) }))}
              data-testid="offer-period"
            />
          )}
          {tiered ? (
            <div className="ol-tiers" data-testid="offer-tiers">
              {shown.tiers.map((tier, i) => (
                <fieldset key={i} className="ol-tier" data-testid={`offer-tier-${i}`}>
                  <legend>{t('agents.offer.tier', { n: i + 1 })}</legend>
                  <div className="ol-tier-fields">
                    {TIER_FIELDS[shown.kind as TTieredKind].map((field) => (
                      <NumberInput
                        key={field}
                        label={
                          field === 'rate' && tier.rateType === 'P'
                            ? t('agents.offer.ratePercent')
                            : t(`agents.offer.${field}`)
                        }
                        value={tier[field] ?? ''}
                        onChange={(v) => setTier(i, field, asField(v))}
                        min={0}
                        max={field === 'contractRate' ? 100 : undefined}
                        allowDecimal={!isWholeField(field)}
                        decimalScale={isWholeField(field) ? 0 : 2}
                        allowNegative={false}
                        size="sm"
                        data-testid={`offer-tier-${i}-${field}`}
                      />
                    ))}
                    {shown.kind !== 'DIVIDEND' && (
                      <NativeSelect
                        label={t('agents.offer.rateType')}
                        value={tier.rateType}
                        onChange={(e) => setTier(i, 'rateType', e.currentTarget.value === 'F' ? 'F' : 'P')}
                        data={[
                          { value: 'P', label: t('agents.offer.ratio') },
                          { value: 'F', label: t('agents.offer.fixed') },
                        ]}
                        size="sm"
                        data-testid={`offer-tier-${i}-rateType`}
                      />
                    )}
                    {shown.tiers.length > 1 && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        className="ol-tier-remove"
                        aria-label={t('agents.offer.removeTier', { n: i + 1 })}
                        onClick={() => edit((d) => ({ ...d, tiers: d.tiers.filter((_, j) => j !== i) }))}
                      >
                        ×
                      </ActionIcon>
                    )}
                  </div>
                </fieldset>
              ))}
              {shown.tiers.length < MAX_TIERS && (
                <Button
                  variant="light"
                  size="xs"
                  onClick={() => edit((d) => ({ ...d, tiers: [...d.tiers, emptyTier(d.kind)] }))}
                  data-testid="offer-add-tier"
                >
                  {t('agents.offer.addTier')}
                </Button>
              )}
            </div>
          ) : (
            <div className="ol-tier-fields" data-testid="offer-salary">
              {SALARY_FIELDS.map((field) => (
                <NumberInput
                  key={field}
                  label={t(`agents.offer.${field}`)}
                  value={shown.salary[field]}
                  onChange={(v) => edit((d) => ({ ...d, salary: { ...d.salary, [field]: asField(v) } }))}
                  min={0}
                  decimalScale={2}
                  allowNegative={false}
                  size="sm"
                  data-testid={`offer-salary-${field}`}
                />
              ))}
            </div>
          )}
          {incomplete && (
            <Alert color="red" variant="light" role="alert">
              {t('agents.offer.invalid')}
            </Alert>
          )}
          {offer.isError && (
            <Alert color="red" variant="light" role="alert" data-testid="offer-error">
              {errorMessage(t, offer.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" className="ol-btn-glow" data-testid="offer-submit">
              {t('agents.offer.submit')}
            </Button>
          </Group>
          {(offered.data?.length ?? 0) > 0 && (
            <section className="ol-agent-offered" aria-label={t('agents.offer.offered')}>
              <Text fw={600} size="sm">
                {t('agents.offer.offered')}
              </Text>
              <ul className="ol-agent-offered-list">
                {offered.data!.map((c) => (
                  <li key={c.id} data-testid={`offered-${c.id}`}>
                    <span>{contractTitle(t, c)}</span>
                    <Badge variant="light" color={c.status === 'V' ? 'green' : 'yellow'}>
                      {t(`agents.status.${c.status}`)}
                    </Badge>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </Stack>
      </form>
    </Modal>
  );
};
