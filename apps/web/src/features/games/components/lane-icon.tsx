import type { TLaneTitle } from '@openlobby/contracts';
import type { ReactNode } from 'react';

/** Line-art glyph per lane, drawn on a 24x24 grid with currentColor. */
const GLYPHS: Record<TLaneTitle, ReactNode> = {
  SPORTS: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7l4 3-1.5 4.5h-5L8 10z" />
      <path d="M12 3v4M21 10.5l-5 -.5M17.5 19l-3-4.5M6.5 19l3-4.5M3 10.5l5-.5" />
    </>
  ),
  RNG: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="3" />
      <path d="M8 5v14M16 5v14" />
      <path d="M4.8 10.5h1.6l-1.3 3M10.8 10.5h2.4l-1.6 3M18 10.5h1.6l-1.3 3" />
    </>
  ),
  FISH: (
    <>
      <path d="M3 12c3-5 9-6.5 14-2.5L21 7v10l-4-2.5C12 18.5 6 17 3 12z" />
      <circle cx="8" cy="11" r="1" />
      <path d="M12 9.5c1 1.5 1 3.5 0 5" />
    </>
  ),
  LIVE: (
    <>
      <rect x="3" y="6" width="18" height="12" rx="2" />
      <circle cx="12" cy="12" r="3.2" />
      <path d="M7 3.5l2 2.5M17 3.5l-2 2.5" />
      <circle cx="6" cy="9" r="0.8" />
    </>
  ),
  PVP: (
    <>
      <rect x="4" y="4" width="10" height="14" rx="2" transform="rotate(-10 9 11)" />
      <rect x="10" y="6" width="10" height="14" rx="2" transform="rotate(10 15 13)" />
      <path d="M15 11l1.5 2-1.5 2-1.5-2z" />
    </>
  ),
  COCKFIGHT: (
    <>
      <path d="M6 20l2-6c-2-1-3-3-2.5-5.5C6 6 8 4.5 10 5l1-2 1 2.2 2-1-1 2.3c2 1 3 3 2.5 5.5L19 10l-1 4 2 1-3 1c-1 2-3 3-5 3l-1 1" />
      <circle cx="9" cy="8" r="0.8" />
      <path d="M6 8.5L4 9l2 1" />
    </>
  ),
  ELOTT: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="3" />
      <path d="M3 9h18" />
      <circle cx="8" cy="14.5" r="2.2" />
      <circle cx="16" cy="14.5" r="2.2" />
      <path d="M7 6.5h2M15 6.5h2" />
    </>
  ),
  ESPORTS: (
    <>
      <path d="M7 8h10a4 4 0 014 4l-.5 4a2 2 0 01-3.4 1.2L15 15H9l-2.1 2.2A2 2 0 013.5 16L3 12a4 4 0 014-4z" />
      <path d="M8 10.5v3M6.5 12h3" />
      <circle cx="15.5" cy="11" r="0.9" />
      <circle cx="17.5" cy="13" r="0.9" />
    </>
  ),
  LOTT: (
    <>
      <circle cx="8" cy="9" r="4" />
      <circle cx="16" cy="9" r="4" />
      <circle cx="12" cy="16" r="4" />
      <path d="M7 9h2M15 8v2M11 16h2" />
    </>
  ),
  CONS: (
    <>
      <path d="M12 3l8.5 5v8L12 21l-8.5-5V8z" />
      <path d="M12 3v18M3.5 8l8.5 5 8.5-5" />
    </>
  ),
};

type TProps = { lane: TLaneTitle; size?: number; className?: string };

export const LaneIcon = ({ lane, size = 20, className }: TProps) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.7"
    strokeLinecap="round"
    strokeLinejoin="round"
    className={className}
    aria-hidden="true"
  >
    {GLYPHS[lane]}
  </svg>
);
