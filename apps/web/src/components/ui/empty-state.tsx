import type { ReactNode } from 'react';

type TProps = { title: string; description?: string; action?: ReactNode; testId?: string };

/** A friendly empty or placeholder block with a drawn illustration. */
export const EmptyState = ({ title, description, action, testId }: TProps) => (
  <div className="ol-empty" data-testid={testId}>
    <svg width="120" height="96" viewBox="0 0 120 96" aria-hidden="true">
      <defs>
        <linearGradient id="ol-empty-g" x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" stopColor="var(--ol-primary)" stopOpacity="0.9" />
          <stop offset="1" stopColor="var(--ol-accent)" stopOpacity="0.9" />
        </linearGradient>
      </defs>
      <ellipse cx="60" cy="86" rx="42" ry="6" fill="#000" opacity="0.3" />
      <rect
        x="22"
        y="18"
        width="76"
        height="56"
        rx="12"
        fill="var(--ol-surface)"
        stroke="url(#ol-empty-g)"
        strokeWidth="3"
      />
      <circle cx="46" cy="44" r="6" fill="url(#ol-empty-g)" />
      <circle cx="74" cy="44" r="6" fill="url(#ol-empty-g)" />
      <path
        d="M48 60q12-8 24 0"
        fill="none"
        stroke="url(#ol-empty-g)"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M90 10l4 8M100 16l-8 4" stroke="var(--ol-accent)" strokeWidth="3" strokeLinecap="round" />
    </svg>
    <h3>{title}</h3>
    {description && <p>{description}</p>}
    {action}
  </div>
);
