import { LIMITS } from '@openlobby/contracts';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link } from 'react-router';
import { Wordmark } from '../../components/ui/wordmark.tsx';
import { paths } from '../../config/paths.ts';
import { useHelpCenter } from '../../features/content/api/get-help-center.ts';
import { useVendors } from '../../features/games/api/get-vendors.ts';
import { VendorLogo } from '../../features/games/components/vendor-logo.tsx';
import { flattenVendors, laneHref, laneOfVendor } from '../../features/games/lib/lanes.ts';
import { useWhitelabel } from '../../features/system/api/get-whitelabel.ts';

/**
 * Footer: up to 18 vendor icons (each opening its vendor's page), the help topics and the feedback
 * page, the copyright line.
 */
export const Footer = () => {
  const { t } = useTranslation();
  const brand = useWhitelabel();
  const { data: lanes } = useVendors();
  const { data: topics } = useHelpCenter();
  const vendors = flattenVendors(lanes ?? []).slice(0, LIMITS.footerVendorCap);
  return (
    <footer className="ol-footer" data-testid="footer">
      {vendors.length > 0 && (
        <section className="ol-footer-vendors" aria-label={t('footer.partners')}>
          {vendors.map((v) => {
            const lane = laneOfVendor(lanes ?? [], v.vassalage);
            return (
              <Link key={v.vassalage} to={lane ? laneHref(lane, v.vassalage) : '/'} aria-label={v.name}>
                <VendorLogo vendor={v} named testId="footer-vendor" />
              </Link>
            );
          })}
        </section>
      )}
      <div className="ol-footer-main">
        <div className="ol-footer-brand">
          <Wordmark text={brand.theme.logoText} height={30} />
          <p>{t('footer.tagline')}</p>
          <span className="ol-age-badge">18+</span>
        </div>
        <nav className="ol-footer-help" aria-label={t('footer.help')}>
          <h2>{t('footer.help')}</h2>
          <ul>
            {topics?.map((topic) => (
              <li key={topic.tag}>
                <Link to={`/help/${encodeURIComponent(topic.tag)}`} data-testid="footer-help-link">
                  {topic.title}
                </Link>
              </li>
            ))}
            <li>
              <Link to={paths.feedback.getHref()} data-testid="footer-feedback-link">
                {t('footer.feedback')}
              </Link>
            </li>
          </ul>
        </nav>
        <p className="ol-footer-notice">{t('footer.responsible')}</p>
      </div>
      {/* The brand's own line, in whatever language it wrote it: dir="auto" keeps a Latin line in
          order on a right-to-left page. */}
      <div className="ol-copyright" data-testid="copyright" dir="auto">
        {brand.copyright}
      </div>
    </footer>
  );
};
