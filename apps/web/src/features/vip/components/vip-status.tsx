// Mantine's progress bar styles come with this page only (styles/mantine.ts has the site's).
import '@mantine/core/styles/Progress.css';
import { Progress } from '@mantine/core';
import type { TVipInfo } from '@openlobby/contracts';
import { useFormat } from '../../../lib/use-format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { partOf } from '../lib/vip-view.ts';
import { VipMedal } from './vip-medal.tsx';

type TProps = { info: TVipInfo; money: (amount: number) => string };

/** One threshold's own bar: what the member has towards what the next level asks. */
const Threshold = ({
  label,
  have,
  need,
  testId,
}: {
  label: string;
  have: number;
  need: number;
  testId: string;
}) => {
  const percent = partOf(have, need);
  return (
    <div className="ol-vip-threshold" data-testid={testId} data-percent={percent}>
      <div className="ol-vip-threshold-text">
        <span>{label}</span>
        <span className="ol-vip-threshold-pct">{percent}%</span>
      </div>
      <Progress
        value={percent}
        size="sm"
        radius="xl"
        color={percent >= 100 ? 'green' : 'brand'}
        aria-label={label}
      />
    </div>
  );
};

/**
 * The member's standing: their medal, level and its name, their deposit and turnover totals, and
 * the way to the next level, overall (the server's figure, the lower of the two) and per threshold.
 */
export const VipStatus = ({ info, money }: TProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  const { next } = info;
  return (
    <section className="ol-vip-status" aria-labelledby="vip-status-title" data-testid="vip-status">
      <div className="ol-vip-status-medal">
        <VipMedal level={info.level} size={128} className="ol-vip-medal ol-vip-medal-current" />
      </div>
      <div className="ol-vip-status-body">
        <p className="ol-vip-kicker" id="vip-status-title">
          {t('vip.yourLevel')}
        </p>
        <h2 className="ol-vip-level-name" data-testid="vip-level" data-level={info.level}>
          {info.levelName ?? t('vip.noLevel')}
          <span className="ol-vip-level-tag">{t('vip.level', { n: format.number(info.level) })}</span>
        </h2>
        <dl className="ol-vip-totals">
          <div>
            <dt>{t('vip.deposits')}</dt>
            <dd data-testid="vip-deposits">{money(info.deposits)}</dd>
          </div>
          <div>
            <dt>{t('vip.turnover')}</dt>
            <dd data-testid="vip-turnover">{money(info.turnover)}</dd>
          </div>
        </dl>
        {next ? (
          <div className="ol-vip-next" data-testid="vip-next" data-next-level={next.level}>
            <div className="ol-vip-next-head">
              <span>{t('vip.progress', { name: next.name })}</span>
              <strong>{format.percent(next.percent / 100)}</strong>
            </div>
            <Progress
              value={next.percent}
              size="lg"
              radius="xl"
              classNames={{ root: 'ol-vip-progress', section: 'ol-vip-progress-bar' }}
              aria-label={t('vip.progress', { name: next.name })}
              data-testid="vip-progress"
              data-percent={next.percent}
            />
            <div className="ol-vip-thresholds">
              <Threshold
                label={t('vip.progressDeposits', {
                  done: money(Math.min(info.deposits, next.depositThreshold)),
                  target: money(next.depositThreshold),
                })}
                have={info.deposits}
                need={next.depositThreshold}
                testId="vip-next-deposits"
              />
              <Threshold
                label={t('vip.progressTurnover', {
                  done: money(Math.min(info.turnover, next.turnoverThreshold)),
                  target: money(next.turnoverThreshold),
                })}
                have={info.turnover}
                need={next.turnoverThreshold}
                testId="vip-next-turnover"
              />
            </div>
          </div>
        ) : (
          // No next level: the member is at the top, or the brand has set no levels yet.
          info.levels.length > 0 && (
            <p className="ol-vip-top" data-testid="vip-top">
              {t('vip.top')}
            </p>
          )
        )}
      </div>
    </section>
  );
};
