import {
  Alert,
  Button,
  Fieldset,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { CONTRACT_KINDS, DIVIDEND_PERIODS, GAME_CATEGORIES, type TContractKind } from '@openlobby/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '../../../components/ui/dialog-footer.tsx';
import { notifySuccess } from '../../../components/ui/notify.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { useAgentTreeLevel } from '../api/find-agent-tree-level.ts';
import { useOfferAgentContract } from '../api/offer-agent-contract.ts';
import {
  checkOffer,
  emptyOffer,
  emptyTier,
  MAX_TIERS,
  type TFieldIssue,
  type TOfferDraft,
  type TTierDraft,
} from '../lib/offer-form.ts';

const CATEGORIES = ['ALL', ...GAME_CATEGORIES] as const;

type TProps = {
  brand: string;
  opened: boolean;
  onClose: () => void;
  /** The agent chosen first (the list's agent filter), when it is a top agent. */
  initialAgentId?: number | null;
};

const volumeLabel: Record<TContractKind, string> = {
  DIVIDEND: 'agents.offer.minimumBet',
  DAILY_WAGE: 'agents.offer.betVolume',
  HOURLY_WAGE: 'agents.offer.hourlyVolume',
  REAL_TIME_SALARY: 'agents.offer.minimumBet',
};

/**
 * The brand's offer to a top agent: kind, games, (a dividend's period), then its tiers or the
 * real-time salary's rates. Checked with the shared schema before it is sent; a refusal from the
 * server is shown translated, and the dialog stays open.
 */
export const ContractOfferDialog = ({ brand, opened, onClose, initialAgentId = null }: TProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const narrow = useMediaQuery('(max-width: 36em)');
  const offer = useOfferAgentContract();
  const agents = useAgentTreeLevel({ brand, page: 1, pageSize: 100 }, opened);
  const [draft, setDraft] = useState<TOfferDraft>(() =>
    emptyOffer(initialAgentId ? String(initialAgentId) : null),
  );
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const checked = checkOffer(brand, draft);
  const issues = tried ? checked.issues : {};
  const busy = offer.isPending;

  const errorOf = (field: string) => {
    const issue: TFieldIssue | undefined = issues[field];
    if (!issue) return undefined;
    return t(`agents.offer.errors.${issue.key}`, {
      bound: issue.bound === undefined ? '' : formatNumber(issue.bound, locale),
    });
  };
  const edit = (change: Partial<TOfferDraft>) => {
    setFailure(null);
    setDraft((d) => ({ ...d, ...change }));
  };
  const editTier = (i: number, change: Partial<TTierDraft>) =>
    edit({ tiers: draft.tiers.map((x, j) => (j === i ? { ...x, ...change } : x)) });

  const submit = async () => {
    setTried(true);
    setFailure(null);
    if (!checked.ok || busy) return;
    try {
      const made = await offer.mutateAsync(checked.offer);
      notifySuccess(t('agents.offer.done', { account: made.agent.account }));
      onClose();
    } catch (e) {
      setFailure(e);
    }
  };

  const topAgents = (agents.data?.items ?? []).filter((a) => a.isAgent);
  const currency = agents.data?.currency;
  const number = (
    field: string,
    label: string,
    value: number | string,
    set: (v: number | string) => void,
    /** An amount's field shows the brand's currency code. */
    isAmount = false,
  ) => (
    <NumberInput
      label={label}
      value={value}
      onChange={set}
      rightSection={isAmount && currency ? <Text size="xs">{currency}</Text> : undefined}
      rightSectionWidth={48}
      rightSectionPointerEvents="none"
      allowNegative={false}
      hideControls
      required
      error={errorOf(field)}
      data-testid={`offer-${field.replace(/\./g, '-')}`}
    />
  );

  return (
    <Modal
      opened={opened}
      onClose={() => !busy && onClose()}
      title={t('agents.offer.title')}
      size="xl"
      fullScreen={narrow}
      data-testid="offer-dialog"
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('agents.offer.description')}</Text>
          <fieldset disabled={busy} className="ol-fieldset">
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <Select
                  label={t('agents.offer.agent')}
                  placeholder={t('agents.offer.agentPlaceholder')}
                  data={topAgents.map((a) => ({ value: String(a.id), label: a.account }))}
                  value={draft.agentId}
                  onChange={(v) => edit({ agentId: v })}
                  nothingFoundMessage={t('agents.offer.noAgents')}
                  searchable
                  required
                  error={errorOf('agentId')}
                  data-autofocus
                  data-testid="offer-agent"
                />
                <Select
                  label={t('agents.offer.kind')}
                  data={CONTRACT_KINDS.map((k) => ({ value: k, label: t(`agents.kinds.${k}`) }))}
                  value={draft.kind}
                  onChange={(v) => v && edit({ kind: v as TContractKind })}
                  allowDeselect={false}
                  required
                  data-testid="offer-kind"
                />
                <Select
                  label={t('agents.offer.category')}
                  data={CATEGORIES.map((c) => ({ value: c, label: t(`agents.categories.${c}`) }))}
                  value={draft.category}
                  onChange={(v) => v && edit({ category: v as TOfferDraft['category'] })}
                  allowDeselect={false}
                  required
                  data-testid="offer-category"
                />
                {draft.kind === 'DIVIDEND' && (
                  <Select
                    label={t('agents.offer.period')}
                    data={DIVIDEND_PERIODS.map((p) => ({ value: p, label: t(`agents.periods.${p}`) }))}
                    value={draft.period}
                    onChange={(v) => v && edit({ period: v as TOfferDraft['period'] })}
                    allowDeselect={false}
                    required
                    data-testid="offer-period"
                  />
                )}
              </SimpleGrid>

              {draft.kind === 'REAL_TIME_SALARY' ? (
                <Fieldset legend={t('agents.offer.salary')} variant="filled">
                  <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                    {number('salary.winRate', t('agents.offer.winRate'), draft.winRate, (v) =>
                      edit({ winRate: v }),
                    )}
                    {number('salary.lossRate', t('agents.offer.lossRate'), draft.lossRate, (v) =>
                      edit({ lossRate: v }),
                    )}
                    {number(
                      'salary.singleBetAmount',
                      t('agents.offer.singleBetAmount'),
                      draft.singleBetAmount,
                      (v) => edit({ singleBetAmount: v }),
                      true,
                    )}
                  </SimpleGrid>
                </Fieldset>
              ) : (
                <Stack gap="xs">
                  <div>
                    <Text fw={600} size="sm">
                      {t('agents.offer.tiers')}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('agents.offer.tiersHint')}
                    </Text>
                    {errorOf('tiers') && (
                      <Text size="xs" c="red.8" role="alert" data-testid="offer-tiers-error">
                        {errorOf('tiers')}
                      </Text>
                    )}
                  </div>
                  {draft.tiers.map((tier, i) => (
                    <Fieldset
                      key={i}
                      legend={t('agents.offer.tier', { n: i + 1 })}
                      variant="filled"
                      data-testid={`offer-tier-${i}`}
                    >
                      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
                        {number(
                          `tiers.${i}.volume`,
                          t(volumeLabel[draft.kind]),
                          tier.volume,
                          (v) => editTier(i, { volume: v }),
                          true,
                        )}
                        {draft.kind === 'DIVIDEND' &&
                          number(
                            `tiers.${i}.netLoss`,
                            t('agents.offer.netLoss'),
                            tier.netLoss,
                            (v) => editTier(i, { netLoss: v }),
                            true,
                          )}
                        {number(
                          `tiers.${i}.activeMember`,
                          t('agents.offer.activeMember'),
                          tier.activeMember,
                          (v) => editTier(i, { activeMember: v }),
                        )}
                        {draft.kind !== 'DIVIDEND' && (
                          <Select
                            label={t('agents.offer.rateType')}
                            data={[
                              { value: 'P', label: t('agents.offer.ratePercent') },
                              { value: 'F', label: t('agents.offer.rateFixed') },
                            ]}
                            value={tier.rateType}
                            onChange={(v) => v && editTier(i, { rateType: v as 'P' | 'F' })}
                            allowDeselect={false}
                            data-testid={`offer-tiers-${i}-rateType`}
                          />
                        )}
                        {number(
                          `tiers.${i}.rate`,
                          draft.kind === 'DIVIDEND'
                            ? t('agents.offer.dividendRate')
                            : tier.rateType === 'P'
                              ? t('agents.offer.rate')
                              : t('agents.offer.fixed'),
                          tier.rate,
                          (v) => editTier(i, { rate: v }),
                          draft.kind !== 'DIVIDEND' && tier.rateType === 'F',
                        )}
                      </SimpleGrid>
                      {draft.tiers.length > 1 && (
                        <Group justify="flex-end" mt="xs">
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            onClick={() => edit({ tiers: draft.tiers.filter((_, j) => j !== i) })}
                            data-testid={`offer-remove-tier-${i}`}
                          >
                            {t('agents.offer.removeTier', { n: i + 1 })}
                          </Button>
                        </Group>
                      )}
                    </Fieldset>
                  ))}
                  {draft.tiers.length < MAX_TIERS && (
                    <Group>
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => edit({ tiers: [...draft.tiers, emptyTier()] })}
                        data-testid="offer-add-tier"
                      >
                        {t('agents.offer.addTier')}
                      </Button>
                    </Group>
                  )}
                </Stack>
              )}
            </Stack>
          </fieldset>
          {tried && !checked.ok && (
            <Alert color="red" variant="light" data-testid="offer-invalid">
              {t('agents.offer.invalid')}
            </Alert>
          )}
          {failure !== null && (
            <Alert color="red" variant="light" data-testid="offer-error">
              {errorMessage(t, failure)}
            </Alert>
          )}
          <DialogFooter
            busy={busy}
            onCancel={onClose}
            confirmLabel={t('agents.offer.submit')}
            confirmTestId="offer-submit"
          />
        </Stack>
      </form>
    </Modal>
  );
};
