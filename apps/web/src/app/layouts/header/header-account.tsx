import { ActionIcon, Avatar, Button, Group, Tooltip, UnstyledButton } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import { IconAgent, IconUser, IconWallet } from '../../../components/ui/icons.tsx';
import { useAgentCentreStore } from '../../../features/agents/stores/agent-centre-store.ts';
import { useAccountGuard } from '../../../features/auth/hooks/use-account-guard.ts';
import { useLoginDialogStore } from '../../../features/auth/stores/login-dialog-store.ts';
import { useSessionStore } from '../../../features/auth/stores/session-store.ts';
import { useMemberIcon } from '../../../features/member/api/get-member-icon.ts';
import { useMemberCentreStore } from '../../../features/member/stores/member-centre-store.ts';
import { useWhitelabel } from '../../../features/system/api/get-whitelabel.ts';
import { HeaderBalance } from './header-balance.tsx';
import { HeaderInbox } from './header-inbox.tsx';

/**
 * Login/Register for visitors; balance, refresh, member centre, deposit and agent for members. A
 * trial account has no balance to show (the server refuses its money reads, spec §6).
 */
export const HeaderAccount = ({ compact }: { compact: boolean }) => {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const isAgent = useSessionStore((s) => s.isAgent);
  const isTrial = useSessionStore((s) => s.isTrial);
  const nickname = useSessionStore((s) => s.nickname ?? s.account);
  const guard = useAccountGuard();
  const icon = useMemberIcon(token);
  const openLogin = useLoginDialogStore((s) => s.open);
  const openMember = useMemberCentreStore((s) => s.open);
  const openAgent = useAgentCentreStore((s) => s.open);
  const brand = useWhitelabel();

  if (!token) {
    return (
      <Group gap={8} wrap="nowrap">
        <Button
          variant="default"
          size={compact ? 'xs' : 'sm'}
          onClick={openLogin}
          data-testid="header-login"
          className="ol-btn-ghost ol-account-button"
          title={t('header.login')}
        >
          <span className="ol-account-button-word">{t('header.login')}</span>
        </Button>
        <Button
          component={Link}
          to="/register"
          size={compact ? 'xs' : 'sm'}
          data-testid="header-register"
          className="ol-btn-glow ol-account-button"
          title={t('header.register')}
        >
          <span className="ol-account-button-word">{t('header.register')}</span>
        </Button>
      </Group>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" data-testid="header-account">
      {!isTrial && <HeaderBalance token={token} symbol={brand.currency.symbol} compact={compact} />}
      {/* A trial account has no inbox (spec §6: its unread-message call is skipped). */}
      {!isTrial && <HeaderInbox compact={compact} />}
      <Tooltip label={t('header.memberCentre')}>
        <UnstyledButton
          className="ol-user"
          // Named by what it shows (the nickname) and where it goes (WCAG 2.5.3, label in name).
          aria-label={
            !compact && nickname ? t('header.memberCentreOf', { name: nickname }) : t('header.memberCentre')
          }
          onClick={() => guard('realAccount', () => openMember())}
          data-testid="header-user"
        >
          <Avatar src={icon.data?.iconUrl || null} alt="" size={compact ? 30 : 34} radius="xl" color="brand">
            <IconUser size={18} />
          </Avatar>
          {!compact && nickname && (
            <span className="ol-user-name" data-testid="header-nickname">
              {nickname}
            </span>
          )}
        </UnstyledButton>
      </Tooltip>
      {!compact && (
        <Button
          size="sm"
          leftSection={<IconWallet size={16} />}
          onClick={() => guard('realAccount', () => openMember('depositv2'))}
          className="ol-btn-glow"
          data-testid="header-deposit"
        >
          {t('menu.deposit')}
        </Button>
      )}
      {/* The agent centre opens over the page (its route, /agentHome, opens it too). */}
      {isAgent && compact && (
        // An icon on phones: with the balance, the member button and the contact button, the
        // labelled button would push the bar past a phone's width.
        <Tooltip label={t('header.agent')}>
          <ActionIcon
            size={30}
            radius="xl"
            variant="light"
            color="accent"
            aria-label={t('header.agent')}
            onClick={() => guard('realAccount', () => openAgent())}
            data-testid="header-agent"
          >
            <IconAgent size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {isAgent && !compact && (
        <Button
          size="sm"
          variant="light"
          color="accent"
          leftSection={<IconAgent size={16} />}
          onClick={() => guard('realAccount', () => openAgent())}
          data-testid="header-agent"
        >
          {t('header.agent')}
        </Button>
      )}
    </Group>
  );
};
