import { useId } from 'react';

type TProps = { text: string; height?: number };

/**
 * The brand's logoText as a glowing SVG wordmark with a chip emblem (no image asset needed).
 *
 * Emblem and name are two SVGs side by side so a crowded phone header can drop the name and keep
 * the emblem (see `.ol-wordmark-name` in global.css): long words for Log in and Register in some
 * languages leave no room for both. The name's SVG paints with the emblem's gradient.
 */
export const Wordmark = ({ text, height = 36 }: TProps) => {
  const id = useId().replace(/:/g, '');
  const nameWidth = Math.max(4, text.length) * 15;
  return (
    <span role="img" aria-label={text} className="ol-wordmark" style={{ height }}>
      <svg height={height} viewBox="0 0 40 40" aria-hidden="true" className="ol-wordmark-emblem">
        <defs>
          <linearGradient id={`g${id}`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="var(--ol-accent)" />
            <stop offset="1" stopColor="var(--ol-primary)" />
          </linearGradient>
          <filter id={`f${id}`} x="-20%" y="-40%" width="140%" height="180%">
            <feGaussianBlur stdDeviation="2.2" result="b" />
            <feMerge>
              <feMergeNode in="b" />
              <feMergeNode in="SourceGraphic" />
            </feMerge>
          </filter>
        </defs>
        <g filter={`url(#f${id})`}>
          <circle
            cx="20"
            cy="20"
            r="15"
            fill="none"
            stroke={`url(#g${id})`}
            strokeWidth="3.5"
            strokeDasharray="6 3.4"
          />
          <circle cx="20" cy="20" r="8.5" fill={`url(#g${id})`} />
          <path
            d="M20 14.5l1.8 3.7 4 .5-2.9 2.8.7 4-3.6-1.9-3.6 1.9.7-4-2.9-2.8 4-.5z"
            fill="var(--ol-background)"
          />
        </g>
      </svg>
      <span className="ol-wordmark-name">
        <svg height={height} viewBox={`0 0 ${nameWidth + 4} 40`} aria-hidden="true" overflow="visible">
          <text
            x="2"
            y="28"
            fill={`url(#g${id})`}
            fontFamily="'Poppins','Segoe UI',system-ui,sans-serif"
            fontWeight="800"
            fontSize="24"
            letterSpacing="0.5"
            textLength={nameWidth - 4}
            lengthAdjust="spacingAndGlyphs"
          >
            {text}
          </text>
        </svg>
      </span>
    </span>
  );
};
