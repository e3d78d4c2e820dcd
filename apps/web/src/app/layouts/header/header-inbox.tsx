import { ActionIcon, Tooltip } from '@mantine/core';
import { makeIcon } from '../../../components/ui/icons.tsx';
import { useUnreadCount } from '../../../features/inbox/api/get-unread-count.ts';
import { useAccountGuard } from '../../../features/auth/hooks/use-account-guard.ts';
import { useMemberCentreStore } from '../../../features/member/stores/member-centre-store.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';

const IconMail = makeIcon(
  'IconMail',
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
  </>,
);

/** Counts above this show as "99+", so the badge keeps its size. */
const SHOWN_MAX = 99;

/**
 * The header's inbox button with the unread count (CSP_unreadCount), kept live by the wallet
 * socket's `unread` pushes (the shell puts them into the same query). It opens the member centre's
 * messages. Named by the page's own word and the count (the count is read out, not just seen).
 */
export const HeaderInbox = ({ compact }: { compact: boolean }) => {
  const { t } = useTranslation();
  const { number } = useFormat();
  const guard = useAccountGuard();
  const open = useMemberCentreStore((s) => s.open);
  const count = useUnreadCount().data?.count ?? 0;
  const label = count > 0 ? `${t('member.pages.messageV2')} (${number(count)})` : t('member.pages.messageV2');
  // The count sits beside the button, not in it: the button's name says it ("Messages (6)"),
  // and a figure inside an icon button's name-bearing content reads as a mismatch (WCAG 2.5.3).
  return (
    <span className="ol-inbox">
      <Tooltip label={label}>
        <ActionIcon
          size={compact ? 30 : 34}
          radius="xl"
          variant="subtle"
          color="gray"
          className="ol-inbox-button"
          aria-label={label}
          onClick={() => guard('realAccount', () => open('messageV2'))}
          data-testid="header-inbox"
        >
          <IconMail size={compact ? 17 : 19} />
        </ActionIcon>
      </Tooltip>
      {count > 0 && (
        <span className="ol-unread-badge" aria-hidden="true" data-testid="header-unread">
          {count > SHOWN_MAX ? `${number(SHOWN_MAX)}+` : number(count)}
        </span>
      )}
    </span>
  );
};
