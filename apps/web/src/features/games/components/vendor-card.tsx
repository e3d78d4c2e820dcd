import type { TVendor } from '@openlobby/contracts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import { IconPlay } from './game-icons.tsx';
import { VendorLogo } from './vendor-logo.tsx';

type TProps = { vendor: TVendor; highlighted?: boolean } & (
  { to: string; onClick?: never } | { onClick: () => void; to?: never }
);

/**
 * A vendor tile: logo on a lit stage, name, hot and maintenance badges, hover lift. With `to` it
 * links to the vendor's listing; with `onClick` it is a button (a vendor lobby launch).
 */
export const VendorCard = ({ vendor, to, onClick, highlighted }: TProps) => {
  const { t } = useTranslation();
  const body = (
    <>
      <div className="ol-vendor-stage">
        <VendorLogo vendor={vendor} />
        {onClick && !vendor.maintenance && (
          <span className="ol-vendor-play" aria-hidden="true">
            <IconPlay size={20} />
          </span>
        )}
      </div>
      <div className="ol-vendor-meta">
        <span className="ol-vendor-name" title={vendor.name}>
          {vendor.name}
        </span>
        {vendor.maintenance ? (
          <span className="ol-tag ol-tag-muted">{t('games.maintenance')}</span>
        ) : (
          vendor.isHot === 1 && <span className="ol-tag ol-tag-hot">{t('common.hot')}</span>
        )}
      </div>
    </>
  );
  const common = {
    className: 'ol-vendor-card',
    'data-highlighted': highlighted || undefined,
    'data-maintenance': vendor.maintenance || undefined,
    'data-testid': `vendor-card-${vendor.vassalage}`,
  };
  if (to)
    return (
      <Link to={to} {...common}>
        {body}
      </Link>
    );
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t('games.openLobby', { name: vendor.name })}
      {...common}
    >
      {body}
    </button>
  );
};
