import { Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showDialog } from '../../components/ui/dialog-store.ts';
import { IconChat, IconQq } from '../../components/ui/icons.tsx';
import { CsIcon } from '../../features/customer-service/components/cs-icon.tsx';
import { findDeviceLink, useDeviceLinks } from '../../features/system/api/get-device-links.ts';
import { useWhitelabel } from '../../features/system/api/get-whitelabel.ts';

/** Fixed icons on the right edge: LINE and QQ device links and the chat room. */
export const FloatingIcons = () => {
  const { t } = useTranslation();
  const { data } = useDeviceLinks();
  const brand = useWhitelabel();
  const line = findDeviceLink(data, 'LINE');
  const qq = findDeviceLink(data, 'QQ');
  return (
    <div className="ol-floating" data-testid="floating-icons">
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
    </div>
  );
};
