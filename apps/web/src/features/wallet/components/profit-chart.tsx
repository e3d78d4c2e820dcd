import type { TProfitLoss } from '@openlobby/contracts';

type TDay = TProfitLoss['days'][number];

type TProps = {
  days: TDay[];
  format: (amount: number) => string;
  /** A `YYYY-MM-DD` day in the member's language. */
  formatDay: (day: string) => string;
  label: string;
};

const W = 640;
const H = 180;
const PAD_Y = 14;

/**
 * Daily profit as bars around a zero line: gains up in green, losses down in red. Pure SVG that
 * scales to its box, so it fits a phone as well as the desktop pane.
 */
export const ProfitChart = ({ days, format, formatDay, label }: TProps) => {
  if (days.length === 0) return null;
  const peak = Math.max(...days.map((d) => Math.abs(d.profit)), 0);
  const hasLoss = days.some((d) => d.profit < 0);
  const hasGain = days.some((d) => d.profit > 0);
  // Zero sits in the middle when both signs appear, else at the edge the bars grow from.
  const zeroY = hasLoss && hasGain ? H / 2 : hasLoss ? PAD_Y : H - PAD_Y;
  const room = hasLoss && hasGain ? H / 2 - PAD_Y : H - 2 * PAD_Y;
  const slot = W / days.length;
  const bar = Math.max(2, Math.min(28, slot * 0.64));
  return (
    <figure className="ol-chart" data-testid="profit-chart">
      <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" role="img" aria-label={label}>
        <defs>
          <linearGradient id="ol-chart-up" x1="0" x2="0" y1="0" y2="1">
            <stop offset="0" stopColor="#2fd07d" />
            <stop offset="1" stopColor="#2fd07d" stopOpacity="0.45" />
          </linearGradient>
          <linearGradient id="ol-chart-down" x1="0" x2="0" y1="0" y2="1">
            <stop offset="0" stopColor="#ff5a5f" stopOpacity="0.45" />
            <stop offset="1" stopColor="#ff5a5f" />
          </linearGradient>
        </defs>
        <line x1="0" x2={W} y1={zeroY} y2={zeroY} className="ol-chart-zero" />
        {days.map((d, i) => {
          const h = peak === 0 ? 0 : (Math.abs(d.profit) / peak) * room;
          const x = i * slot + (slot - bar) / 2;
          const y = d.profit >= 0 ? zeroY - h : zeroY;
          return (
            <rect
              key={d.day}
              x={x}
              y={y}
              width={bar}
              height={Math.max(h, d.profit === 0 ? 0 : 1.5)}
              rx={Math.min(4, bar / 3)}
              fill={d.profit >= 0 ? 'url(#ol-chart-up)' : 'url(#ol-chart-down)'}
            >
              <title>{`${formatDay(d.day)}: ${d.profit < 0 ? '−' : ''}${format(Math.abs(d.profit))}`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="ol-chart-axis">
        {days[0] && <span>{formatDay(days[0].day)}</span>}
        {days.length > 1 && <span>{formatDay(days[days.length - 1]!.day)}</span>}
      </figcaption>
    </figure>
  );
};
