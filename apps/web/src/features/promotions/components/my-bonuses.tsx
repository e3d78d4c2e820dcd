import { Badge, Center, Loader, Progress, Text } from '@mantine/core';
import type { TMemberBonus } from '@openlobby/contracts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { localized } from '../../../lib/localized.ts';
import type { TTranslate } from '../../../lib/translator.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useMoney, type TCurrency } from '../../../lib/use-money.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useMyBonuses } from '../api/find-my-bonuses.ts';
import '../../../styles/engagement.css';

const STATUS_COLOURS: Record<TMemberBonus['status'], string> = {
  ISSUED: 'yellow',
  COMPLETED: 'green',
  CANCELLED: 'gray',
};

/** A bonus's wagering done as a share of its requirement, 0–100 (no requirement: done). */
export const progressPercent = (b: Pick<TMemberBonus, 'turnoverRequired' | 'turnoverProgress'>): number =>
  b.turnoverRequired <= 0 ? 100 : Math.min(100, Math.floor((b.turnoverProgress / b.turnoverRequired) * 100));

/**
 * A bonus's name and the line under it: a promotion's or a mission's title over what paid it
 * ("Mission reward"), else what paid it (a referral reward, a VIP rebate) as the name.
 */
const namesOf = (b: TMemberBonus, language: string, t: TTranslate, issued: string) => {
  const source = t(`promotions.bonuses.source.${b.source}`);
  const title = b.title ? localized(b.title, language) : '';
  if (title) return { name: title, line: `${source} · ${issued}` };
  if (b.source === 'PROMOTION')
    return { name: t('promotions.bonuses.promotion', { id: b.promotionId }), line: `${source} · ${issued}` };
  return { name: source, line: issued };
};

/**
 * Bonus details (member centre bonusDetails): every bonus the member received — a promotion's, a
 * mission's reward, a referral reward, a VIP rebate, a red envelope — with what paid it, its amount,
 * its wagering requirement and the progress toward it, its state and when it was issued, newest first.
 */
export const MyBonuses = ({ currency }: { currency: TCurrency }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const money = useMoney(currency);
  const language = useLanguage();
  const bonuses = useMyBonuses();

  if (bonuses.isPending)
    return (
      <Center py="lg">
        <Loader size="sm" />
      </Center>
    );
  if (bonuses.isError) return <LoadError error={bonuses.error} onRetry={() => void bonuses.refetch()} />;
  const rows = [...bonuses.data].sort((a, b) => b.issuedAt.localeCompare(a.issuedAt));
  return (
    <section className="ol-bonus-cards" aria-labelledby="my-bonuses-title" data-testid="my-bonuses">
      <h3 id="my-bonuses-title" className="ol-section-title">
        {t('promotions.bonuses.title')}
      </h3>
      {rows.length === 0 ? (
        // A line, not a picture: the bonus movements below have their own empty state.
        <div className="ol-bonus-none" data-testid="my-bonuses-empty">
          <Text fw={700}>{t('promotions.bonuses.empty')}</Text>
          <Text size="sm" c="dimmed">
            {t('promotions.bonuses.emptyHint')}
          </Text>
        </div>
      ) : (
        <ul className="ol-bonus-list">
          {rows.map((b) => {
            const percent = progressPercent(b);
            const progressText = t('promotions.bonuses.progress', {
              done: money(Math.min(b.turnoverProgress, b.turnoverRequired)),
              required: money(b.turnoverRequired),
            });
            // A promotion bonus's id and a programme's ledger entry may be the same number.
            const testId = `bonus-${b.source.toLowerCase().replace('_', '-')}-${b.id}`;
            const issued = t('promotions.bonuses.issued', { date: format.dateTime(b.issuedAt) });
            const { name, line } = namesOf(b, language, t, issued);
            return (
              <li key={testId} className="ol-bonus-card" data-testid={testId} data-source={b.source}>
                <div className="ol-bonus-head">
                  <div>
                    <Text fw={700}>{name}</Text>
                    <Text size="xs" c="dimmed" data-testid={`${testId}-source`}>
                      {line}
                    </Text>
                  </div>
                  <Badge color={STATUS_COLOURS[b.status]} variant="light" data-testid={`${testId}-status`}>
                    {t(`promotions.bonuses.state.${b.status}`)}
                  </Badge>
                </div>
                <dl className="ol-bonus-figures">
                  <div>
                    <dt>{t('promotions.bonuses.amount')}</dt>
                    <dd className="ol-amount">{money(b.amount)}</dd>
                  </div>
                  <div>
                    <dt>{t('promotions.bonuses.wagering')}</dt>
                    <dd>
                      {money(b.turnoverRequired)}
                      <Text size="xs" c="dimmed" fw={400}>
                        {t('promotions.bonuses.multiple', { n: b.turnoverMultiplier })}
                      </Text>
                    </dd>
                  </div>
                </dl>
                <Progress
                  value={percent}
                  color={b.status === 'CANCELLED' ? 'gray' : percent >= 100 ? 'green' : 'brand'}
                  size="lg"
                  radius="xl"
                  classNames={{ root: 'ol-bonus-progress' }}
                  aria-label={progressText}
                  data-testid={`${testId}-progress`}
                  data-percent={Math.floor(percent)}
                />
                <Text size="xs" c="dimmed" mt={4}>
                  {progressText} · {format.percent(percent / 100)}
                </Text>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
};
