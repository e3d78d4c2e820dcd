import { LIMITS } from '@openlobby/contracts';
import { Accordion } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import { IconFlame, IconHome } from '../../../components/ui/icons.tsx';
import { useVendors } from '../../../features/games/api/get-vendors.ts';
import { LaneIcon } from '../../../features/games/components/lane-icon.tsx';
import { VendorLogo } from '../../../features/games/components/vendor-logo.tsx';
import { dropdownVendors, laneHref } from '../../../features/games/lib/lanes.ts';

/** Phone navigation: the header's lane dropdowns as an accordion. */
export const SideMenuLanes = () => {
  const { t } = useTranslation();
  const { data: lanes } = useVendors();
  return (
    <div className="ol-side-lanes">
      <Link to="/" className="ol-side-item">
        <IconHome size={20} />
        <span>{t('header.home')}</span>
      </Link>
      <Link to="/hot" className="ol-side-item">
        <IconFlame size={20} />
        <span>{t('header.hot')}</span>
      </Link>
      <Accordion
        variant="filled"
        chevronPosition="right"
        classNames={{ control: 'ol-acc-control', content: 'ol-acc-content' }}
      >
        {lanes?.map((lane) => {
          const { shown, hasMore } = dropdownVendors(lane, LIMITS.dropdownVendorCap);
          return (
            <Accordion.Item key={lane.title} value={lane.title} data-testid={`lane-dropdown-${lane.title}`}>
              <Accordion.Control icon={<LaneIcon lane={lane.title} size={20} />}>
                {t(`lanes.${lane.title}`)}
              </Accordion.Control>
              <Accordion.Panel>
                <div className="ol-acc-vendors">
                  {shown.map((v) => (
                    <Link key={v.vassalage} to={laneHref(lane.title, v.vassalage)} className="ol-acc-vendor">
                      <VendorLogo vendor={v} />
                      <span>{v.name}</span>
                    </Link>
                  ))}
                  {lane.title === 'RNG' && hasMore && (
                    <Link
                      to={laneHref('RNG')}
                      className="ol-acc-vendor ol-acc-more"
                      data-testid="lane-more-RNG"
                    >
                      {t('header.more')}
                    </Link>
                  )}
                </div>
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    </div>
  );
};
