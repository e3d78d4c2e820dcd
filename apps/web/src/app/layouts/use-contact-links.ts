import { useChatStore } from '../../features/chat/stores/chat-store.ts';
import { findDeviceLink, useDeviceLinks } from '../../features/system/api/get-device-links.ts';
import { useWhitelabel } from '../../features/system/api/get-whitelabel.ts';

/**
 * The brand's contact ways beside the page: its LINE and QQ links when it has them, and the chat
 * room's opener when it is on (null otherwise) with its unread flag. The desktop's floating icons and the phone header's contact
 * menu both read them here, so the two never disagree.
 */
export const useContactLinks = () => {
  const { data } = useDeviceLinks();
  const brand = useWhitelabel();
  const openChatRoom = useChatStore((s) => s.open);
  // A message came while the room was closed: the icons show a dot.
  const chatUnread = useChatStore((s) => s.unread);
  return {
    chatUnread,
    line: findDeviceLink(data, 'LINE'),
    qq: findDeviceLink(data, 'QQ'),
    openChatRoom: brand.flags.chatRoom ? openChatRoom : null,
  };
};
