import type { TVendor } from '@openlobby/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { IconGrid } from './game-icons.tsx';
import { VendorLogo } from './vendor-logo.tsx';

type TProps = {
  vendors: readonly TVendor[];
  /** The chosen vendor's code; null for all vendors. */
  value: string | null;
  onChange: (vassalage: string | null) => void;
};

/** A listing's vendor tabs: "All" then every vendor of the category with its logo; scrolls sideways. */
export const VendorTabs = ({ vendors, value, onChange }: TProps) => {
  const { t } = useTranslation();
  const strip = useRef<HTMLDivElement>(null);
  // Bring a preselected vendor (?vendor=) into view.
  useEffect(() => {
    strip.current
      ?.querySelector<HTMLElement>('[aria-pressed="true"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [value, vendors.length]);
  return (
    <div className="ol-vendor-tabs" ref={strip} role="toolbar" aria-label={t('games.providers')}>
      <button
        type="button"
        className="ol-vendor-tab ol-vendor-tab-all"
        aria-pressed={value === null}
        onClick={() => onChange(null)}
        data-testid="vendor-tab-all"
      >
        <span className="ol-vendor-tab-logo">
          <IconGrid size={20} />
        </span>
        <span className="ol-vendor-tab-name">{t('games.allProviders')}</span>
      </button>
      {vendors.map((v) => (
        <button
          key={v.vassalage}
          type="button"
          className="ol-vendor-tab"
          aria-pressed={value === v.vassalage}
          data-maintenance={v.maintenance || undefined}
          onClick={() => onChange(v.vassalage)}
          data-testid={`vendor-tab-${v.vassalage}`}
          title={v.maintenance ? `${v.name} · ${t('games.maintenance')}` : v.name}
        >
          <span className="ol-vendor-tab-logo">
            <VendorLogo vendor={v} />
          </span>
          <span className="ol-vendor-tab-name">{v.name}</span>
          {v.isHot === 1 && <span className="ol-vendor-tab-dot" aria-hidden="true" />}
        </button>
      ))}
    </div>
  );
};

/**
 * The strip's room while the vendors load: one invisible "All" tab, so the tabs arriving do not push
 * the games down.
 */
export const VendorTabsPlaceholder = () => (
  <div className="ol-vendor-tabs" aria-hidden="true" data-testid="vendor-tabs-loading">
    <span className="ol-vendor-tab ol-vendor-tab-all" style={{ visibility: 'hidden' }}>
      <span className="ol-vendor-tab-logo">
        <IconGrid size={20} />
      </span>
      <span className="ol-vendor-tab-name">&nbsp;</span>
    </span>
  </div>
);
