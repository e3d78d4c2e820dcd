import { LIMITS, type TCustomerServiceEntry } from '@openlobby/contracts';
import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { showDialog } from '../../../components/ui/dialog-store.ts';
import { getCustomerServiceLink } from '../api/get-customer-service-link.ts';
import { decryptCsLink } from '../lib/decrypt-link.ts';

/** The version path entry that carries the encrypted chat link. */
const ENCRYPTED_LINK_TYPE = 3;

/**
 * Opens a customer-service entry. Messenger entries open their url. LIVECHAT opens a 440x500
 * popup synchronously inside the click (so blockers allow it), then fetches, decrypts and points
 * the popup at the chat; any failure closes the popup and shows an error.
 */
export const useOpenCustomerService = () => {
  const { t } = useTranslation();
  return useCallback(
    (entry: TCustomerServiceEntry) => {
      if (entry.csType !== 'LIVECHAT') {
        if (entry.url) window.open(entry.url, '_blank', 'noopener,noreferrer');
        return;
      }
      const { width, height } = LIMITS.customerServiceWindow;
      const popup = window.open(
        '',
        `cs-${entry.id}`,
        `width=${width},height=${height},resizable=yes,scrollbars=yes`,
      );
      if (!popup) {
        void showDialog({ icon: 'warning', title: t('errors.POPUP_BLOCKED'), testId: 'info-dialog' });
        return;
      }
      void (async () => {
        try {
          const paths = await getCustomerServiceLink(entry.id);
          const encrypted = paths.find((p) => p.type === ENCRYPTED_LINK_TYPE)?.path;
          if (!encrypted) throw new Error('no chat link');
          const url = await decryptCsLink(encrypted);
          if (!/^https?:\/\//i.test(url)) throw new Error('unsafe chat link');
          popup.location.href = url;
        } catch {
          popup.close();
          notifications.show({
            color: 'red',
            title: t('customerService.title'),
            message: t('customerService.failed'),
          });
        }
      })();
    },
    [t],
  );
};
