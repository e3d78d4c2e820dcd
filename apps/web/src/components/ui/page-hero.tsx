import type { ReactNode } from 'react';

type TProps = { title: string; subtitle?: string; icon?: ReactNode; children?: ReactNode };

/** The band at the top of inner pages: gradient glow, icon badge, title. */
export const PageHero = ({ title, subtitle, icon, children }: TProps) => (
  <section className="ol-page-hero">
    <div className="ol-page-hero-glow" aria-hidden="true" />
    {icon && <div className="ol-page-hero-icon">{icon}</div>}
    <div>
      <h1>{title}</h1>
      {subtitle && <p>{subtitle}</p>}
    </div>
    {children}
  </section>
);
