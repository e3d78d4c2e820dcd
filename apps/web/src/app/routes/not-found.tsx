import { Button } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link } from 'react-router';

/** Unknown paths: a real 404 inside the shell. */
export const NotFoundPage = () => {
  const { t } = useTranslation();
  return (
    <div className="ol-page ol-not-found" data-testid="not-found-page">
      <div className="ol-404" aria-hidden="true">
        404
      </div>
      <h1>{t('pages.notFound.title')}</h1>
      <p>{t('pages.notFound.hint')}</p>
      <Button component={Link} to="/" size="md" className="ol-btn-glow">
        {t('pages.notFound.home')}
      </Button>
    </div>
  );
};
