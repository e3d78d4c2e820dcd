import { LIMITS, type TCustomerServiceEntry } from '@openlobby/contracts';
import { toast } from '../../../lib/toast.ts';
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { showDialog } from '../../../components/ui/dialog-store.ts';
import { getCustomerServiceLink } from '../api/get-customer-service-link.ts';
import { decryptCsLink } from '../lib/decrypt-link.ts';

/** The version path entry that carries the encrypted chat link. */
const ENCRYPTED_LINK_TYPE = 3;

/** How long the popup waits for the chat link before it gives up (closes, with a message). */
const LINK_TIMEOUT_MS = 15_000;

/**
 * Writes a "connecting" line into the popup while the chat link is fetched and decrypted: the
 * popup starts as an empty page of the site's origin, which on a slow link looked like a blank
 * window. A popup reused from an earlier open already shows the chat (another origin) and keeps it.
 */
const showConnecting = (popup: Window, title: string, text: string) => {
  try {
    const doc = popup.document;
    doc.title = title;
    doc.body.style.cssText =
      'margin:0;height:100vh;display:grid;place-items:center;font:16px system-ui,sans-serif;color:#555';
    doc.body.textContent = text;
  } catch {
    // Another origin's page: the chat is already on screen.
  }
};

/**
 * Opens a customer-service entry. Messenger entries open their url. LIVECHAT opens a 440x500
 * popup synchronously inside the click (so blockers allow it), shows "connecting" in it, then
 * fetches, decrypts and points the popup at the chat; any failure (or no link within 15 seconds)
 * closes the popup and shows an error.
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
      showConnecting(popup, entry.title || t('customerService.title'), t('customerService.connecting'));
      void (async () => {
        try {
          const paths = await getCustomerServiceLink(entry.id, AbortSignal.timeout(LINK_TIMEOUT_MS));
          const encrypted = paths.find((p) => p.type === ENCRYPTED_LINK_TYPE)?.path;
          if (!encrypted) throw new Error('no chat link');
          const url = await decryptCsLink(encrypted);
          if (!/^https?:\/\//i.test(url)) throw new Error('unsafe chat link');
          popup.location.href = url;
        } catch {
          popup.close();
          toast({
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
