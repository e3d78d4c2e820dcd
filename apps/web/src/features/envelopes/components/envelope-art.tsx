/** A red envelope drawn in SVG (decorative: the button around it carries the name). */
export const EnvelopeArt = ({ size = 72 }: { size?: number }) => (
  <svg width={size} height={size * 1.25} viewBox="0 0 64 80" aria-hidden="true" focusable="false">
    <rect x="4" y="4" width="56" height="72" rx="8" fill="#d7141a" />
    <path d="M4 12 Q32 40 60 12 V12 Q60 4 52 4 H12 Q4 4 4 12Z" fill="#b00d12" />
    <circle cx="32" cy="30" r="10" fill="#f5c542" stroke="#b8860b" strokeWidth="2" />
    <text x="32" y="35" textAnchor="middle" fontSize="13" fontWeight="700" fill="#b00d12">
      ¥
    </text>
    <rect x="14" y="56" width="36" height="4" rx="2" fill="#f5c542" opacity="0.7" />
  </svg>
);
