import { useTranslation } from '../../lib/use-translation.ts';
import { useAppStore } from '../../features/system/stores/app-store.ts';

/** Shown on every route while the permission check reports maintenance. */
export const MaintenancePage = () => {
  const { t } = useTranslation();
  const message = useAppStore((s) => s.maintenanceMessage);
  return (
    <main className="ol-fullpage ol-blocked" data-testid="maintenance-page">
      <svg width="160" height="140" viewBox="0 0 160 140" aria-hidden="true">
        <circle cx="80" cy="70" r="60" fill="var(--ol-primary)" opacity="0.12" />
        <g fill="none" stroke="var(--ol-primary)" strokeWidth="6" strokeLinecap="round">
          <path d="M58 92l30-30M92 44a16 16 0 00-20 20l-22 22a8 8 0 0011 11l22-22a16 16 0 0020-20l-10 10-9-2-2-9z" />
        </g>
      </svg>
      <h1>{t('pages.maintenance.title')}</h1>
      <p>{message ?? t('pages.maintenance.hint')}</p>
    </main>
  );
};
