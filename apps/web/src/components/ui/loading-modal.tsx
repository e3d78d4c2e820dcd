import { LIMITS } from '@openlobby/contracts';
import { Loader, Portal } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { usePendingStore } from '../../lib/pending-store.ts';

/**
 * Fixed 200x200 loading box driven by the global pending counter. It appears only after 100 ms so
 * fast calls never flash it, and clicks on the cover do nothing (it is not dismissible).
 */
export const LoadingModal = () => {
  const { t } = useTranslation();
  const pending = usePendingStore((s) => s.count > 0);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!pending) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), LIMITS.loadingModal.delayMs);
    return () => clearTimeout(timer);
  }, [pending]);
  if (!visible) return null;
  const size = LIMITS.loadingModal.size;
  return (
    <Portal>
      <div className="ol-loading-cover" data-testid="loading-modal">
        <div
          className="ol-loading-box"
          style={{ width: size, height: size }}
          role="status"
          aria-live="polite"
        >
          <Loader size="lg" type="dots" color="var(--ol-primary)" />
          <span>{t('common.loading')}</span>
        </div>
      </div>
    </Portal>
  );
};
