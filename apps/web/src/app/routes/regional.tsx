import { useTranslation } from '../../lib/use-translation.ts';

/** Shown on every route when the permission check reports a region restriction. */
export const RestrictedPage = () => {
  const { t } = useTranslation();
  return (
    <main className="ol-fullpage ol-blocked" data-testid="restricted-page">
      <svg width="160" height="140" viewBox="0 0 160 140" aria-hidden="true">
        <circle cx="80" cy="70" r="60" fill="var(--ol-accent)" opacity="0.12" />
        <circle cx="80" cy="70" r="38" fill="none" stroke="var(--ol-accent)" strokeWidth="6" />
        <path d="M53 97l54-54" stroke="var(--ol-accent)" strokeWidth="6" strokeLinecap="round" />
      </svg>
      <h1>{t('pages.restricted.title')}</h1>
      <p>{t('errors.REGION_RESTRICTED')}</p>
    </main>
  );
};
