import { useId } from 'react';

type TProps = { variant: number; className?: string };

const PALETTES: [string, string, string][] = [
  ['#3b1d8f', '#c2185b', '#ffb300'],
  ['#0b3d91', '#00a3a3', '#7cf29c'],
  ['#4a0d2e', '#ff5a36', '#ffd166'],
  ['#102a43', '#7b2ff7', '#2ee6d6'],
];

/**
 * Generated banner artwork: a gradient stage with glowing orbs, light beams, floating chips and
 * cards. `variant` picks palette and composition so consecutive slides differ.
 */
export const HeroArt = ({ variant, className }: TProps) => {
  const id = useId().replace(/:/g, '');
  const [a, b, c] = PALETTES[variant % PALETTES.length]!;
  const flip = variant % 2 === 1;
  return (
    <svg className={className} viewBox="0 0 1200 400" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <defs>
        <linearGradient id={`bg${id}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={a} />
          <stop offset="1" stopColor={b} />
        </linearGradient>
        <radialGradient id={`glow${id}`}>
          <stop offset="0" stopColor={c} stopOpacity="0.9" />
          <stop offset="1" stopColor={c} stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`chip${id}`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff" stopOpacity="0.95" />
          <stop offset="1" stopColor={c} />
        </linearGradient>
      </defs>
      <rect width="1200" height="400" fill={`url(#bg${id})`} />
      <g opacity="0.18" stroke="#fff">
        {Array.from({ length: 14 }, (_, i) => (
          <path key={i} d={`M${i * 90 - 200} 400 L${i * 90 + 100} 0`} strokeWidth="1.2" />
        ))}
      </g>
      <circle cx={flip ? 260 : 940} cy="190" r="260" fill={`url(#glow${id})`} opacity="0.55" />
      <circle cx={flip ? 980 : 180} cy="360" r="180" fill={`url(#glow${id})`} opacity="0.35" />
      <g transform={`translate(${flip ? 150 : 800} 80)`}>
        <g transform="rotate(-14 90 120)">
          <rect x="20" y="20" width="150" height="210" rx="16" fill="#fff" opacity="0.92" />
          <text x="44" y="70" fontSize="44" fontWeight="800" fill={b}>
            A
          </text>
          <path d="M95 110l30 45-30 45-30-45z" fill={b} />
        </g>
        <g transform="rotate(12 200 140)">
          <rect x="150" y="40" width="150" height="210" rx="16" fill="#fff" />
          <text x="174" y="90" fontSize="44" fontWeight="800" fill={a}>
            K
          </text>
          <circle cx="225" cy="165" r="34" fill={a} />
        </g>
      </g>
      {[
        [flip ? 560 : 620, 70, 34],
        [flip ? 90 : 1110, 300, 26],
        [flip ? 700 : 520, 330, 20],
      ].map(([x, y, r], i) => (
        <g key={i} transform={`translate(${x} ${y})`}>
          <circle r={r} fill={`url(#chip${id})`} />
          <circle r={(r as number) * 0.68} fill="none" stroke={a} strokeWidth="4" strokeDasharray="6 5" />
        </g>
      ))}
      <linearGradient id={`shade${id}`} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0.45" stopColor="#000" stopOpacity="0" />
        <stop offset="1" stopColor="#000" stopOpacity="0.45" />
      </linearGradient>
      <rect width="1200" height="400" fill={`url(#shade${id})`} />
    </svg>
  );
};
