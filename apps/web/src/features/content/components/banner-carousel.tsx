import type { TAnnouncement } from '@openlobby/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { HeroArt } from '../../../components/ui/hero-art.tsx';
import { textOfHtml } from '../../../lib/html-text.ts';

const SLIDE_MS = 5_000;

/** Banner announcements (type B) as an auto-advancing, crossfading carousel over generated art. */
export const BannerCarousel = ({
  banners,
  fallbackTitle,
}: {
  banners: TAnnouncement[];
  fallbackTitle: string;
}) => {
  const { t } = useTranslation();
  const slides = banners.length > 0 ? banners : null;
  const count = slides?.length ?? 1;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), SLIDE_MS);
    return () => clearInterval(timer);
  }, [count, paused]);
  const current = Math.min(index, count - 1);
  // A slide's art (an SVG of some forty nodes) is drawn when the slide is first shown, and kept for
  // its fade out and its next turn: at start-up only the first slide's art is on screen.
  const drawn = useRef(new Set<number>());
  drawn.current.add(current);
  return (
    <section
      className="ol-carousel"
      data-testid="banner-carousel"
      aria-roledescription="carousel"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {(slides ?? [null]).map((b, i) => (
        <div
          key={b?.id ?? 'default'}
          className="ol-slide"
          data-active={i === current || undefined}
          aria-hidden={i !== current}
          // A hidden slide's link must not take the keyboard's focus either.
          inert={i !== current}
        >
          {drawn.current.has(i) && <HeroArt variant={i} className="ol-slide-art" />}
          {b?.imageUrl && <img className="ol-slide-img" src={b.imageUrl} alt="" />}
          <div className="ol-slide-copy">
            <span className="ol-slide-kicker">{t('home.featured')}</span>
            <h2>{b?.title ?? fallbackTitle}</h2>
            {b && <p>{textOfHtml(b.content)}</p>}
            {b?.linkUrl && (
              <a className="ol-slide-cta" href={b.linkUrl}>
                {t('home.learnMore')}
              </a>
            )}
          </div>
        </div>
      ))}
      {count > 1 && (
        <div className="ol-dots" role="tablist">
          {Array.from({ length: count }, (_, i) => (
            <button
              key={i}
              type="button"
              role="tab"
              aria-selected={i === current}
              aria-label={t('home.slide', { n: i + 1 })}
              data-active={i === current || undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
};
