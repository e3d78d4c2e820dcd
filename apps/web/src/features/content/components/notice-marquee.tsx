import type { TAnnouncement } from '@openlobby/contracts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { textOfHtml } from '../../../lib/html-text.ts';

const toText = (a: TAnnouncement) => {
  const body = textOfHtml(a.content).trim();
  return body === '' || body.includes(a.title) ? body || a.title : `${a.title}: ${body}`;
};

/**
 * The player notice (type PL) scrolling across a bar; pauses on hover. While the notices load the
 * bar keeps its room empty, so the page below does not move when they come.
 */
export const NoticeMarquee = ({
  notices,
  loading = false,
}: {
  notices: TAnnouncement[];
  loading?: boolean;
}) => {
  const { t } = useTranslation();
  if (loading)
    return (
      <div className="ol-marquee" aria-hidden="true" data-testid="notice-marquee-loading">
        <span className="ol-marquee-label">
          <svg width="18" height="18" viewBox="0 0 24 24" />
        </span>
        <div className="ol-marquee-track">
          <div className="ol-marquee-inner">&nbsp;</div>
        </div>
      </div>
    );
  if (notices.length === 0) return null;
  const text = notices.map(toText).join('   ✦   ');
  const seconds = Math.max(18, Math.round(text.length / 6));
  return (
    <div className="ol-marquee" data-testid="notice-marquee" role="marquee" aria-label={t('home.notice')}>
      <span className="ol-marquee-label">
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M3 10v4h4l6 5V5L7 10zM16 8.5a5 5 0 010 7M18.5 6a8.5 8.5 0 010 12" />
        </svg>
      </span>
      <div className="ol-marquee-track">
        <div className="ol-marquee-inner" style={{ animationDuration: `${seconds}s` }}>
          <span>{text}</span>
          <span aria-hidden="true">{text}</span>
        </div>
      </div>
    </div>
  );
};
