import type { TVipLevel } from '@openlobby/contracts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { rebateDecimals, rebateRatio } from '../lib/vip-view.ts';
import { VipMedal } from './vip-medal.tsx';

type TProps = {
  levels: TVipLevel[];
  /** The member's level, highlighted; null for no member. */
  current: number | null;
  money: (amount: number) => string;
};

/**
 * Every level of the brand's ladder, lowest first: what reaches it (deposits and turnover, both)
 * and what it gives (the daily rebate on valid turnover, the daily withdrawal count and amount
 * limit, or the brand's own limit where the level sets none).
 */
export const VipLevels = ({ levels, current, money }: TProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  const sorted = [...levels].sort((a, b) => a.level - b.level);
  return (
    <section className="ol-vip-levels" aria-labelledby="vip-levels-title">
      <h2 id="vip-levels-title" className="ol-vip-section-title">
        {t('vip.levelsTitle')}
      </h2>
      {sorted.length === 0 ? (
        <EmptyState title={t('vip.levelsEmpty')} testId="vip-levels-empty" />
      ) : (
        <ol className="ol-vip-level-grid" data-testid="vip-levels">
          {sorted.map((l, i) => {
            const mine = current === l.level;
            const reached = current !== null && current >= l.level;
            return (
              <li
                key={l.id}
                className="ol-vip-level-card"
                data-current={mine || undefined}
                data-reached={reached || undefined}
                data-testid={`vip-level-${l.level}`}
                style={{ animationDelay: `${i * 70}ms` }}
              >
                <div className="ol-vip-level-head">
                  <VipMedal level={l.level} size={64} className="ol-vip-medal" />
                  <div>
                    <h3>{l.name}</h3>
                    <p>{t('vip.level', { n: format.number(l.level) })}</p>
                  </div>
                  {mine && <span className="ol-vip-current-badge">{t('vip.current')}</span>}
                </div>
                <dl className="ol-vip-level-facts">
                  <div>
                    <dt>{t('vip.depositThreshold')}</dt>
                    <dd>{money(l.depositThreshold)}</dd>
                  </div>
                  <div>
                    <dt>{t('vip.turnoverThreshold')}</dt>
                    <dd>{money(l.turnoverThreshold)}</dd>
                  </div>
                  <div className="ol-vip-benefit">
                    <dt>{t('vip.rebate')}</dt>
                    <dd data-testid={`vip-level-${l.level}-rebate`}>
                      {format.percent(rebateRatio(l.rebateBps), rebateDecimals(l.rebateBps))}
                    </dd>
                  </div>
                  <div className="ol-vip-benefit">
                    <dt>{t('vip.withdrawals')}</dt>
                    <dd data-testid={`vip-level-${l.level}-count`}>
                      {format.number(l.withdrawalDailyCount)}
                    </dd>
                  </div>
                  <div className="ol-vip-benefit">
                    <dt>{t('vip.withdrawalAmount')}</dt>
                    <dd data-testid={`vip-level-${l.level}-amount`}>
                      {l.withdrawalDailyAmount === null
                        ? t('vip.brandLimit')
                        : money(l.withdrawalDailyAmount)}
                    </dd>
                  </div>
                </dl>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
};
