import type { TVendor } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type TProps = { vendor: TVendor; to: string; highlighted?: boolean };

/** A vendor tile: logo on a lit stage, name, hot and maintenance badges, hover lift. */
export const VendorCard = ({ vendor, to, highlighted }: TProps) => {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      className="ol-vendor-card"
      data-highlighted={highlighted || undefined}
      data-maintenance={vendor.maintenance || undefined}
      data-testid={`vendor-card-${vendor.vassalage}`}
    >
      <div className="ol-vendor-stage">
        <img src={vendor.logoUrl} alt="" loading="lazy" />
      </div>
      <div className="ol-vendor-meta">
        <span className="ol-vendor-name">{vendor.name}</span>
        {vendor.maintenance ? (
          <span className="ol-tag ol-tag-muted">{t('games.maintenance')}</span>
        ) : (
          vendor.isHot === 1 && <span className="ol-tag ol-tag-hot">{t('common.hot')}</span>
        )}
      </div>
    </Link>
  );
};
