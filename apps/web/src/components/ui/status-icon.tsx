import type { TDialogIcon } from './dialog-store.ts';

const COLORS: Record<TDialogIcon, string> = {
  info: 'var(--ol-primary)',
  success: '#2fd07d',
  warning: '#f5b400',
  error: '#ff5a5f',
};

/** Round status glyph for dialogs and notices. */
export const StatusIcon = ({ icon, size = 56 }: { icon: TDialogIcon; size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 56 56" aria-hidden="true">
    <circle cx="28" cy="28" r="26" fill="none" stroke={COLORS[icon]} strokeWidth="3" opacity="0.35" />
    <circle cx="28" cy="28" r="21" fill={COLORS[icon]} opacity="0.15" />
    {icon === 'success' && (
      <path
        d="M18 29l7 7 13-15"
        fill="none"
        stroke={COLORS[icon]}
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    )}
    {icon === 'error' && (
      <path d="M20 20l16 16M36 20L20 36" stroke={COLORS[icon]} strokeWidth="4" strokeLinecap="round" />
    )}
    {(icon === 'info' || icon === 'warning') && (
      <>
        <path
          d={icon === 'info' ? 'M28 25v13' : 'M28 17v13'}
          stroke={COLORS[icon]}
          strokeWidth="4"
          strokeLinecap="round"
        />
        <circle cx="28" cy={icon === 'info' ? 18 : 38} r="2.6" fill={COLORS[icon]} />
      </>
    )}
  </svg>
);
