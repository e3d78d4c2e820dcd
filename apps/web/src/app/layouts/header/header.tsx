import { Burger } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link, NavLink } from 'react-router';
import { IconFlame, IconGift, IconHome } from '../../../components/ui/icons.tsx';
import { Wordmark } from '../../../components/ui/wordmark.tsx';
import { useVendors } from '../../../features/games/api/get-vendors.ts';
import { useWhitelabel } from '../../../features/system/api/get-whitelabel.ts';
import { AppDownloadMenu } from './app-download-menu.tsx';
import { HeaderAccount } from './header-account.tsx';
import { HeaderContact } from './header-contact.tsx';
import { LaneDropdown } from './lane-dropdown.tsx';
import { VipService } from './vip-service.tsx';

type TProps = {
  compact: boolean;
  onBurger: () => void;
  burgerOpened: boolean;
  withBurger?: boolean;
  /** Game pages: one slim row (logo and account), no navigation, so the game frame gets the room. */
  slim?: boolean;
};

/**
 * Spec §2 header: logo, Home, Hot, one dropdown per lane (server order, lanes with vendors only),
 * Promotions, APP, VIP service; account actions on the right. Phones get a compact bar + burger.
 */
export const Header = ({ compact, onBurger, burgerOpened, withBurger = true, slim = false }: TProps) => {
  const { t } = useTranslation();
  const brand = useWhitelabel();
  const { data: lanes } = useVendors();
  return (
    <header
      className="ol-header"
      data-testid="header"
      data-compact={compact || undefined}
      data-slim={slim || undefined}
    >
      <div className="ol-header-inner">
        {compact && withBurger && (
          <Burger
            opened={burgerOpened}
            onClick={onBurger}
            size="sm"
            aria-label={t('header.menu')}
            data-testid="header-burger"
          />
        )}
        <Link to="/" className="ol-logo" aria-label={brand.name} data-testid="header-logo">
          <Wordmark text={brand.theme.logoText} height={compact ? 26 : 34} />
        </Link>
        <div className="ol-header-actions">
          {compact && !slim && <HeaderContact />}
          <HeaderAccount compact={compact} />
        </div>
      </div>
      {!compact && !slim && (
        <div className="ol-nav-row">
          <nav className="ol-nav" aria-label={t('header.navigation')}>
            <NavLink to="/" end className="ol-nav-item" data-testid="nav-home">
              <IconHome size={18} />
              <span>{t('header.home')}</span>
            </NavLink>
            <NavLink to="/hot" className="ol-nav-item" data-testid="nav-hot">
              <IconFlame size={18} />
              <span>{t('header.hot')}</span>
            </NavLink>
            {lanes?.map((lane) => (
              <LaneDropdown key={lane.title} lane={lane} />
            ))}
            <NavLink to="/promotions" className="ol-nav-item" data-testid="nav-promotions">
              <IconGift size={18} />
              <span>{t('header.promotions')}</span>
            </NavLink>
            <AppDownloadMenu />
            <VipService />
          </nav>
        </div>
      )}
    </header>
  );
};
