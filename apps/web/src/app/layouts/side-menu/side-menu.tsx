import { Divider } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import {
  IconCrown,
  IconDownload,
  IconGift,
  IconLogout,
  IconMovie,
  IconTrophy,
  IconWallet,
  IconWithdraw,
  IconInvite,
} from '../../../components/ui/icons.tsx';
import { useAccountGuard } from '../../../features/auth/hooks/use-account-guard.ts';
import { useLogout } from '../../../features/auth/hooks/use-logout.ts';
import { useSessionStore } from '../../../features/auth/stores/session-store.ts';
import { useCustomerService } from '../../../features/customer-service/api/get-customer-service.ts';
import { CsIcon } from '../../../features/customer-service/components/cs-icon.tsx';
import { useOpenCustomerService } from '../../../features/customer-service/hooks/use-open-customer-service.ts';
import { LanguageSelect } from '../../../features/language/components/language-select.tsx';
import {
  useMemberCentreStore,
  type TMemberPage,
} from '../../../features/member/stores/member-centre-store.ts';
import { useDomainRoute } from '../../../features/system/api/get-domain-route.ts';
import { useWhitelabel } from '../../../features/system/api/get-whitelabel.ts';

type TItemProps = {
  icon: ReactNode;
  label: string;
  onClick?: () => void;
  to?: string;
  href?: string;
  testId?: string;
};

const Item = ({ icon, label, onClick, to, href, testId }: TItemProps) => {
  const body = (
    <>
      <span className="ol-side-icon">{icon}</span>
      <span>{label}</span>
    </>
  );
  if (to)
    return (
      <Link to={to} className="ol-side-item" data-testid={testId}>
        {body}
      </Link>
    );
  if (href)
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className="ol-side-item" data-testid={testId}>
        {body}
      </a>
    );
  return (
    <button type="button" className="ol-side-item" onClick={onClick} data-testid={testId}>
      {body}
    </button>
  );
};

/**
 * Spec §2 side menu: deposit, withdraw, promotions, VIP (flag), referral, reward centre, app
 * download, customer service by position, movie resource (flag), language, and sign out. On phones
 * the game lanes (`lanes`) come first, where the header has no room for them.
 */
export const SideMenu = ({ lanes }: { lanes?: ReactNode }) => {
  const { t } = useTranslation();
  const brand = useWhitelabel();
  const token = useSessionStore((s) => s.token);
  const guard = useAccountGuard();
  const onSignOut = useLogout();
  const openMember = useMemberCentreStore((s) => s.open);
  const { data: cs } = useCustomerService();
  const openCs = useOpenCustomerService();
  const { data: routes } = useDomainRoute(brand.flags.movieResource);
  const movie = brand.flags.movieResource
    ? routes?.resources.find((r) => r.resourceType === 'MOVIE')
    : undefined;
  const csEntries = (cs ?? []).filter((e) => e.csPosition >= 1).sort((a, b) => a.csPosition - b.csPosition);

  const member = (page: TMemberPage) => () => guard('realAccount', () => openMember(page));

  return (
    <div className="ol-side-menu" data-testid="side-menu">
      {lanes && (
        <>
          {lanes}
          <Divider my="xs" color="var(--ol-border)" />
        </>
      )}
      <div className="ol-side-quick">
        <button
          type="button"
          className="ol-quick ol-quick-deposit"
          onClick={member('depositv2')}
          data-testid="side-deposit"
        >
          <IconWallet size={22} />
          <span>{t('menu.deposit')}</span>
        </button>
        <button type="button" className="ol-quick" onClick={member('withdraw')} data-testid="side-withdraw">
          <IconWithdraw size={22} />
          <span>{t('menu.withdraw')}</span>
        </button>
      </div>
      <Item icon={<IconGift />} label={t('menu.promotions')} to="/promotions" testId="side-promotions" />
      {brand.flags.vip && (
        <Item icon={<IconCrown />} label={t('menu.vip')} to={paths.vip.getHref()} testId="side-vip" />
      )}
      {brand.flags.referral && (
        <Item
          icon={<IconInvite />}
          label={t('menu.referral')}
          onClick={member('referral')}
          testId="side-referral"
        />
      )}
      {brand.flags.rewardCenter && (
        <Item
          icon={<IconTrophy />}
          label={t('menu.rewardCenter')}
          onClick={member('rewardCenter')}
          testId="side-reward"
        />
      )}
      <Item icon={<IconDownload />} label={t('menu.download')} to="/down" testId="side-download" />
      {csEntries.length > 0 && (
        <>
          <div className="ol-side-caption">{t('menu.customerService')}</div>
          {csEntries.map((e) => (
            <Item
              key={e.id}
              icon={<CsIcon type={e.csType} />}
              label={e.title}
              onClick={() => openCs(e)}
              testId={`side-cs-${e.csType}`}
            />
          ))}
        </>
      )}
      {movie && <Item icon={<IconMovie />} label={t('menu.movie')} href={movie.url} testId="side-movie" />}
      <div className="ol-side-lang">
        <LanguageSelect languages={brand.languages} />
      </div>
      {token && (
        <Item
          icon={<IconLogout />}
          label={t('menu.signOut')}
          onClick={() => void onSignOut()}
          testId="side-signout"
        />
      )}
    </div>
  );
};
