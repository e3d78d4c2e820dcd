import { useTranslation } from '../../lib/use-translation.ts';
import { showDialog } from '../../components/ui/dialog-store.ts';
import { findDeviceLink, useDeviceLinks } from '../../features/system/api/get-device-links.ts';
import { useWhitelabel } from '../../features/system/api/get-whitelabel.ts';

/**
 * The brand's contact ways beside the page: its LINE and QQ links when it has them, and the chat
 * room when it is on (null otherwise). The desktop's floating icons and the phone header's contact
 * menu both read them here, so the two never disagree.
 */
export const useContactLinks = () => {
  const { t } = useTranslation();
  const { data } = useDeviceLinks();
  const brand = useWhitelabel();
  const openChatRoom = () =>
    void showDialog({
      icon: 'info',
      title: t('floating.chatRoom'),
      html: t('floating.chatRoomSoon'),
      closeOnCover: true,
      testId: 'info-dialog',
    });
  return {
    line: findDeviceLink(data, 'LINE'),
    qq: findDeviceLink(data, 'QQ'),
    openChatRoom: brand.flags.chatRoom ? openChatRoom : null,
  };
};
