import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';

/** Only http(s) game addresses may be framed. */
const safeGameUrl = (raw: string | null): string | null => {
  if (!raw) return null;
  try {
    const url = new URL(raw, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
};

/** /game: the launched game's address (?url=) in a full-bleed frame; an empty state without one. */
export const GamePage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const url = safeGameUrl(params.get('url'));
  if (!url)
    return (
      <div className="ol-frame-page" data-testid="game-page-empty">
        <EmptyState
          title={t('pages.game.empty')}
          description={t('pages.game.emptyHint')}
          action={
            <Button component={Link} to="/">
              {t('pages.notFound.home')}
            </Button>
          }
        />
      </div>
    );
  return (
    <div className="ol-frame-page" data-testid="game-page">
      <iframe
        src={url}
        title={t('pages.game.title')}
        className="ol-game-frame"
        allow="autoplay; fullscreen"
        allowFullScreen
      />
    </div>
  );
};

/** /seamless and /lottert: game pages with their own layout (no side menu). */
export const SeamlessPage = () => {
  const { t } = useTranslation();
  return (
    <div className="ol-frame-page" data-testid="seamless-page">
      <EmptyState title={t('pages.game.empty')} description={t('pages.game.emptyHint')} />
    </div>
  );
};
