import {
  AppShell,
  Badge,
  Burger,
  Button,
  Group,
  Menu,
  NavLink,
  SegmentedControl,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink as RouterLink, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { logout } from '../../features/auth/api/session.ts';
import { changeLanguage, isAdminLanguage, useAdminLanguage } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';
import { visibleNavItems, type TNavKey } from '../nav.ts';

const ROLE_COLORS: Record<string, string> = {
  owner: 'grape',
  finance: 'teal',
  risk: 'red',
  support: 'cyan',
  content: 'orange',
};

const NavIcon = ({ name }: { name: TNavKey }) => {
  const d: Record<TNavKey, string> = {
    dashboard: 'M3 13h8V3H3v10zm0 8h8v-6H3v6zm10 0h8V11h-8v10zm0-18v6h8V3h-8z',
    brands: 'M4 4h16v4H4zM4 10h7v10H4zM13 10h7v10h-7z',
    vendors:
      'M21 6h-4V4a2 2 0 0 0-2-2H9a2 2 0 0 0-2 2v2H3v14h18V6zM9 4h6v2H9V4zm3 13.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7zm0-2a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
    content:
      'M19 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2zm-5 14H7v-2h7v2zm3-4H7v-2h10v2zm0-4H7V7h10v2z',
    members:
      'M16 11a4 4 0 1 0-4-4 4 4 0 0 0 4 4zM8 12a3 3 0 1 0-3-3 3 3 0 0 0 3 3zm8 1c-2.7 0-8 1.3-8 4v3h16v-3c0-2.7-5.3-4-8-4zM8 14c-.3 0-.7 0-1.1.1C5 14.5 1 15.4 1 17.5V20h5v-3c0-1.2.7-2.2 2-3z',
    deposits:
      'M21 18v1a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v1h-9a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h9zm-9-2h10V8H12v8zm4-2.5a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3z',
    withdrawals:
      'M19 14V6a2 2 0 0 0-2-2H3a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2zm-9-1a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm13-6v11a2 2 0 0 1-2 2H4v-2h17V7h2z',
    adjustments:
      'M3 5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5zm2 0v14h14V5H5zm2 3h2V6h1.5v2h2v1.5h-2v2H9v-2H7V8zm6 6.5h5V16h-5v-1.5z',
    agents: 'M12 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM11 8h2v4h6v3h2v6h-6v-6h2v-1H7v1h2v6H3v-6h2v-3h6z',
    engagement:
      'M20 6h-2.18c.11-.31.18-.65.18-1a3 3 0 0 0-5.5-1.65l-.5.67-.5-.68A3 3 0 0 0 6 5c0 .35.07.69.18 1H4a2 2 0 0 0-1.99 2L2 19a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2zm-5-2a1 1 0 1 1 0 2 1 1 0 0 1 0-2zM9 4a1 1 0 1 1 0 2 1 1 0 0 1 0-2zm11 15H4v-2h16v2zm0-5H4V8h5.08L7 10.83 8.62 12 12 7.4l3.38 4.6L17 10.83 14.92 8H20v6z',
    // a lottery ball
    lottery:
      'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 4a6 6 0 1 1 0 12 6 6 0 0 1 0-12zm-.9 2.6-2.2 1.1v1.6l1.7-.8V16h1.9V8.6h-1.4z',
    // a casino chip
    tables:
      'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 5a5 5 0 1 1 0 10 5 5 0 0 1 0-10zM11 2h2v3h-2zm0 17h2v3h-2zM2 11h3v2H2zm17 0h3v2h-3z',
    // a playing card
    rooms:
      'M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm0 2v16h10V4H7zm5 3.5 3 4.5-3 4.5L9 12l3-4.5z',
    audit:
      'M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5l-8-3zm-1 15-4-4 1.4-1.4L11 14.2l5.6-5.6L18 10l-7 7z',
    outbox: 'M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 4-8 5-8-5V6l8 5 8-5z',
    operators:
      'M12 12a4 4 0 1 0-4-4 4 4 0 0 0 4 4zm0 2c-2.7 0-8 1.3-8 4v2h9.5a6.5 6.5 0 0 1-.4-5.9A14 14 0 0 0 12 14zm7.4 2.6.9-.7-1-1.7-1 .4a3 3 0 0 0-.9-.5L17.2 15h-2l-.2 1.1a3 3 0 0 0-.9.5l-1-.4-1 1.7.9.7a3 3 0 0 0 0 1l-.9.7 1 1.7 1-.4c.3.2.6.4.9.5l.2 1.1h2l.2-1.1c.3-.1.6-.3.9-.5l1 .4 1-1.7-.9-.7a3 3 0 0 0 0-1zM16.2 18.5a1.4 1.4 0 1 1 0-2.8 1.4 1.4 0 0 1 0 2.8z',
  };
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d={d[name]} />
    </svg>
  );
};

const LANGUAGE_CHOICES = [
  { value: 'EN', label: 'English', short: 'EN' },
  { value: 'CN', label: '中文', short: '中文' },
  { value: 'TH', label: 'ไทย', short: 'ไทย' },
  { value: 'VI', label: 'Tiếng Việt', short: 'VI' },
] as const;

/** The console frame: side navigation (only what the role may open), top bar, page outlet. */
export const Shell = () => {
  const { t } = useTranslation();
  const operator = useSession((s) => s.operator);
  const token = useSession((s) => s.token);
  const clear = useSession((s) => s.clear);
  const expired = useSession((s) => s.expired);
  const [opened, { toggle, close }] = useDisclosure();
  const narrow = useMediaQuery('(max-width: 36em)');
  const language = useAdminLanguage();
  const location = useLocation();
  const qc = useQueryClient();

  // A call answered NOT_LOGGED_IN cleared the session: back to the login page.
  if (!token || !operator) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={expired ? `${paths.login}?next=${next}&expired=1` : paths.login} replace />;
  }

  // Logging out: the server forgets the token, the tab forgets it and every cached answer.
  const onLogout = async () => {
    await logout().catch(() => undefined);
    clear();
    qc.clear();
  };

  const items = visibleNavItems(operator.permissions);
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 232, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
      className="ol-shell"
    >
      <AppShell.Header className="ol-topbar">
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('shell.menu')} />
            <span className="ol-logo ol-hide-narrow" aria-hidden="true" />
            <Text fw={700} className="ol-product" visibleFrom="xs">
              {t('shell.product')}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <SegmentedControl
              size="xs"
              value={language}
              onChange={(v) => isAdminLanguage(v) && void changeLanguage(v)}
              data={LANGUAGE_CHOICES.map((l) => ({
                value: l.value,
                // A phone's top bar has no room for the full names: short codes, named in full.
                label: narrow ? <abbr title={l.label}>{l.short}</abbr> : l.label,
              }))}
              aria-label={t('shell.language')}
              data-testid="admin-language"
            />
            <Menu position="bottom-end" shadow="md" width={220} withinPortal>
              <Menu.Target>
                {/* Named by what it shows, the username and role (WCAG 2.5.3, label in name). */}
                <UnstyledButton className="ol-user-menu" data-testid="admin-user-menu">
                  <Group gap="sm" wrap="nowrap">
                    <Stack gap={0} align="flex-end" visibleFrom="sm">
                      <Text size="sm" fw={600} data-testid="admin-operator">
                        {operator.username}
                      </Text>
                    </Stack>
                    <Badge
                      className="ol-badge-fit"
                      color={ROLE_COLORS[operator.role] ?? 'gray'}
                      variant="light"
                      data-testid="admin-role"
                      data-role={operator.role}
                    >
                      {t(`roles.${operator.role}`)}
                    </Badge>
                  </Group>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{t('shell.signedInAs', { username: operator.username })}</Menu.Label>
                <Menu.Item component={RouterLink} to={paths.account} data-testid="admin-account-link">
                  {t('shell.account')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
            <Button size="xs" variant="default" onClick={() => void onLogout()} data-testid="admin-logout">
              {t('shell.logout')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" className="ol-sidenav">
        <Stack gap={2}>
          <Text size="xs" className="ol-sidenav-caption" hiddenFrom="sm" mb={4}>
            {operator.username}
          </Text>
          {items.map((item) => (
            <NavLink
              key={item.key}
              component={RouterLink}
              to={item.path}
              label={t(`nav.${item.key}`)}
              leftSection={<NavIcon name={item.key} />}
              data-testid={`admin-nav-${item.key}`}
              onClick={close}
              active={location.pathname === item.path || location.pathname.startsWith(`${item.path}/`)}
              className="ol-navlink"
            />
          ))}
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main className="ol-main">
        <div className="ol-page">
          <Outlet />
        </div>
      </AppShell.Main>
    </AppShell>
  );
};
