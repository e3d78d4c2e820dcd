import { useState, type ReactNode } from 'react';
import { Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { showDialog } from '../../components/ui/dialog-store.ts';
import { IconChat, IconClose, IconHeadset, IconQq } from '../../components/ui/icons.tsx';
import { PHONE_QUERY } from '../../lib/device.ts';
import { CsIcon } from '../../features/customer-service/components/cs-icon.tsx';
import { findDeviceLink, useDeviceLinks } from '../../features/system/api/get-device-links.ts';
import { useWhitelabel } from '../../features/system/api/get-whitelabel.ts';

/**
 * Fixed icons on the right edge: LINE and QQ device links and the chat room. On phones they fold
 * into one small contact button, which opens them: three buttons down the edge of a narrow screen
 * would cover the right-hand column of every game list.
 */
export const FloatingIcons = () => {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(PHONE_QUERY) ?? false;
  const [open, setOpen] = useState(false);
  const icons = <ContactIcons />;
  if (!isPhone) {
    return (
      <div className="ol-floating" data-testid="floating-icons">
        {icons}
      </div>
    );
  }
  return (
    <div className="ol-floating ol-floating-phone" data-open={open} data-testid="floating-icons">
      {open && <PhoneTray onPick={() => setOpen(false)}>{icons}</PhoneTray>}
      <button
        type="button"
        className="ol-float-btn ol-float-toggle"
        data-testid="float-toggle"
        aria-expanded={open}
        aria-label={t(open ? 'floating.close' : 'floating.contact')}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <IconClose size={20} /> : <IconHeadset size={22} />}
      </button>
    </div>
  );
};

/** The opened icons on a phone; choosing one folds them away again. */
const PhoneTray = ({ children, onPick }: { children: ReactNode; onPick: () => void }) => (
  <div className="ol-float-tray" onClick={onPick}>
    {children}
  </div>
);

/** LINE and QQ when the brand has those links, and the chat room when it is on. */
const ContactIcons = () => {
  const { t } = useTranslation();
  const { data } = useDeviceLinks();
  const brand = useWhitelabel();
  const line = findDeviceLink(data, 'LINE');
  const qq = findDeviceLink(data, 'QQ');
  return (
    <>
      {line && (
        <Tooltip label={t('floating.line')} position="left">
          <a
            href={line}
            target="_blank"
            rel="noopener noreferrer"
            className="ol-float-btn"
            data-testid="float-line"
            aria-label={t('floating.line')}
          >
            <CsIcon type="LINE" size={30} />
          </a>
        </Tooltip>
      )}
      {qq && (
        <Tooltip label={t('floating.qq')} position="left">
          <a
            href={qq}
            target="_blank"
            rel="noopener noreferrer"
            className="ol-float-btn ol-float-qq"
            data-testid="float-qq"
            aria-label={t('floating.qq')}
          >
            <IconQq size={22} />
          </a>
        </Tooltip>
      )}
      {brand.flags.chatRoom && (
        <Tooltip label={t('floating.chatRoom')} position="left">
          <button
            type="button"
            className="ol-float-btn ol-float-chat"
            data-testid="float-chat"
            aria-label={t('floating.chatRoom')}
            onClick={() =>
              void showDialog({
                icon: 'info',
                title: t('floating.chatRoom'),
                html: t('floating.chatRoomSoon'),
                closeOnCover: true,
                testId: 'info-dialog',
              })
            }
          >
            <IconChat size={22} />
          </button>
        </Tooltip>
      )}
    </>
  );
};
