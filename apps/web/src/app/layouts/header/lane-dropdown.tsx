import { LIMITS, type TVendorLane } from '@openlobby/contracts';
import { Menu, UnstyledButton } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link, useLocation } from 'react-router';
import { LaneIcon } from '../../../features/games/components/lane-icon.tsx';
import { VendorLogo } from '../../../features/games/components/vendor-logo.tsx';
import { dropdownVendors, LANE_PATHS, laneHref } from '../../../features/games/lib/lanes.ts';
import { useFormat } from '../../../lib/use-format.ts';

/**
 * One header dropdown per lane: its first 11 vendors, each landing on the lane's page with that
 * vendor preselected (?vendor=), and "more" for slots when there are more.
 */
export const LaneDropdown = ({ lane }: { lane: TVendorLane }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const { shown, hasMore } = dropdownVendors(lane, LIMITS.dropdownVendorCap);
  const active = useLocation().pathname === LANE_PATHS[lane.title];
  return (
    <Menu
      trigger="click-hover"
      openDelay={60}
      closeDelay={120}
      // Anchored under its own header item (flipping to end-aligned at the right edge): centred, a
      // three-column menu under an item near the start of the row ran off over the side menu.
      position="bottom-start"
      offset={6}
      withinPortal
      radius="md"
      shadow="xl"
    >
      <Menu.Target>
        <UnstyledButton
          className={active ? 'ol-nav-item active' : 'ol-nav-item'}
          aria-current={active ? 'page' : undefined}
          data-testid={`lane-dropdown-${lane.title}`}
        >
          <LaneIcon lane={lane.title} size={18} />
          <span>{t(`lanes.${lane.title}`)}</span>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown className="ol-lane-menu" data-testid={`lane-menu-${lane.title}`}>
        <div
          className="ol-lane-menu-grid"
          style={{ '--ol-lane-columns': Math.min(shown.length, 3) } as CSSProperties}
        >
          {shown.map((v) => (
            <Menu.Item
              key={v.vassalage}
              component={Link}
              to={laneHref(lane.title, v.vassalage)}
              className="ol-lane-vendor"
              data-testid={`lane-vendor-${v.vassalage}`}
              data-maintenance={v.maintenance || undefined}
              leftSection={<VendorLogo vendor={v} className="ol-lane-logo" lazy={false} />}
              rightSection={v.isHot === 1 ? <em className="ol-hot-badge">{t('common.hot')}</em> : undefined}
            >
              {v.name}
            </Menu.Item>
          ))}
        </div>
        {lane.title === 'RNG' && hasMore && (
          <Menu.Item
            component={Link}
            to={laneHref(lane.title)}
            className="ol-lane-more"
            data-testid="lane-more-RNG"
          >
            {t('header.more')} ({format.number(lane.cards.length)})
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
};
