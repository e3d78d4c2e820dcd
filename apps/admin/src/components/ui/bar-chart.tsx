import { useElementSize } from '@mantine/hooks';
import { useId } from 'react';

export type TBarDatum = { label: string; value: number };

type TProps = {
  data: readonly TBarDatum[];
  height?: number;
  title: string;
  formatLabel?: (label: string) => string;
  /** The value in full, in each bar's tooltip (and on the axis unless formatTick is given). */
  formatValue?: (value: number) => string;
  /** A short form for the axis ticks and the figures above the bars, e.g. 12K for money. */
  formatTick?: (value: number) => string;
  'data-testid'?: string;
};

/**
 * Integer axis ticks: a step of 1, 2 or 5 × 10^n giving about four intervals, and the maximum
 * rounded up to a whole step (0–6 → 0, 2, 4, 6; nothing → 0…4).
 */
export const axisTicks = (max: number): number[] => {
  const raw = Math.max(1, max) / 4;
  const pow = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, ([1, 2, 5, 10].find((m) => m * pow >= raw) ?? 10) * pow);
  const top = Math.max(step * Math.ceil(max / step), max <= 4 ? 4 : step);
  const ticks: number[] = [];
  for (let v = 0; v <= top; v += step) ticks.push(v);
  return ticks;
};

/** A small dependency-free SVG bar chart (viewBox-scaled, so it fits any width). */
export const BarChart = ({
  data,
  height = 220,
  title,
  formatLabel = (l) => l,
  formatValue = (v) => String(v),
  formatTick = formatValue,
  'data-testid': testId,
}: TProps) => {
  const titleId = useId();
  // Drawn at the container's own pixel width, so axis text stays readable on a phone.
  const { ref, width: measured } = useElementSize();
  const width = Math.max(280, Math.round(measured) || 720);
  const pad = { top: 16, right: 12, bottom: 34, left: 40 };
  const innerW = width - pad.left - pad.right;
  const innerH = height - pad.top - pad.bottom;
  const ticks = axisTicks(Math.max(0, ...data.map((d) => d.value)));
  const max = ticks[ticks.length - 1] ?? 1;
  const slot = data.length ? innerW / data.length : innerW;
  const barW = Math.max(2, Math.min(42, slot * 0.64));
  const labelEvery = Math.max(1, Math.ceil(data.length / Math.max(1, Math.floor(innerW / 48))));
  return (
    <div ref={ref}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        role="img"
        aria-labelledby={titleId}
        className="ol-chart"
        data-testid={testId}
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={titleId}>{title}</title>
        {ticks.map((tick) => {
          const y = pad.top + innerH - (tick / max) * innerH;
          return (
            <g key={tick}>
              <line x1={pad.left} x2={width - pad.right} y1={y} y2={y} className="ol-chart-grid" />
              <text x={pad.left - 6} y={y + 4} textAnchor="end" className="ol-chart-axis">
                {formatTick(tick)}
              </text>
            </g>
          );
        })}
        {data.map((d, i) => {
          const h = (d.value / max) * innerH;
          const x = pad.left + i * slot + (slot - barW) / 2;
          const y = pad.top + innerH - h;
          return (
            <g key={d.label}>
              <rect
                x={x}
                y={y}
                width={barW}
                height={Math.max(h, d.value > 0 ? 1 : 0)}
                rx={3}
                className="ol-chart-bar"
              >
                <title>{`${formatLabel(d.label)}: ${formatValue(d.value)}`}</title>
              </rect>
              {d.value > 0 && data.length <= 16 && (
                <text x={x + barW / 2} y={y - 4} textAnchor="middle" className="ol-chart-value">
                  {formatTick(d.value)}
                </text>
              )}
              {(data.length - 1 - i) % labelEvery === 0 && (
                <text
                  x={x + barW / 2}
                  y={height - pad.bottom + 18}
                  textAnchor="middle"
                  className="ol-chart-axis"
                >
                  {formatLabel(d.label)}
                </text>
              )}
            </g>
          );
        })}
        {data.length === 0 && (
          <text x={width / 2} y={height / 2} textAnchor="middle" className="ol-chart-axis">
            —
          </text>
        )}
      </svg>
    </div>
  );
};
