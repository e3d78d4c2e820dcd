import { useId } from 'react';
import { tierOf } from '../lib/vip-view.ts';

type TProps = { level: number; size?: number; className?: string };

/** Gems on the crown: one more per level, up to five (the number in the medal says the rest). */
const GEMS = [60, 47, 73, 36, 84];

/**
 * A level's medal, drawn: a ribboned disc in the level's colours with a crown on top, its gems
 * counting the level, and the level's number in the middle. Decorative: the level's name and
 * number are written beside it.
 */
export const VipMedal = ({ level, size = 96, className }: TProps) => {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [light, dark, crown] = tierOf(level);
  const gems = GEMS.slice(0, Math.min(Math.max(level, 0), GEMS.length));
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 120 120"
      aria-hidden="true"
      data-level={level}
    >
      <defs>
        <linearGradient id={`disc${id}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={light} />
          <stop offset="1" stopColor={dark} />
        </linearGradient>
        <linearGradient id={`core${id}`} x1="1" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={light} stopOpacity="0.85" />
          <stop offset="1" stopColor={dark} />
        </linearGradient>
        <linearGradient id={`crown${id}`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff7d6" />
          <stop offset="1" stopColor={crown} />
        </linearGradient>
      </defs>
      {/* Ribbon tails behind the disc. */}
      <path d="M40 82 L30 114 L44 107 L50 118 L58 88 Z" fill={dark} opacity="0.9" />
      <path d="M80 82 L90 114 L76 107 L70 118 L62 88 Z" fill={dark} opacity="0.75" />
      <circle cx="60" cy="66" r="38" fill={`url(#disc${id})`} stroke={light} strokeWidth="2" />
      <circle
        cx="60"
        cy="66"
        r="29"
        fill={`url(#core${id})`}
        stroke={dark}
        strokeOpacity="0.5"
        strokeWidth="2"
      />
      <text
        x="60"
        y="77"
        textAnchor="middle"
        fontSize="30"
        fontWeight="800"
        fill="#fff"
        stroke={dark}
        strokeWidth="1.2"
        paintOrder="stroke"
      >
        {level}
      </text>
      {/* The crown sits on the disc's rim. */}
      <path
        d="M30 34 L36 12 L48 24 L60 6 L72 24 L84 12 L90 34 Z"
        fill={`url(#crown${id})`}
        stroke={dark}
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <rect
        x="30"
        y="32"
        width="60"
        height="7"
        rx="3"
        fill={`url(#crown${id})`}
        stroke={dark}
        strokeWidth="1.5"
      />
      {gems.map((x) => (
        <circle key={x} cx={x} cy="35.5" r="2.4" fill={dark} stroke="#fff" strokeWidth="0.8" />
      ))}
      {/* A soft highlight that the page's CSS may sweep across (.ol-vip-medal-shine). */}
      <ellipse className="ol-vip-medal-shine" cx="48" cy="52" rx="10" ry="5" fill="#fff" opacity="0.35" />
    </svg>
  );
};
