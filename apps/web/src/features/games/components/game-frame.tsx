import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { IconClose } from '../../../components/ui/icons.tsx';
import { useGamesEnv } from '../hooks/use-games-env.ts';
import { returnPathOf, safeGameUrl } from '../lib/game-href.ts';
import { IconFullscreen, IconFullscreenExit } from './game-icons.tsx';

/** Whether the browser shows this element (or one inside it) full screen. */
const useIsFullscreen = (el: HTMLElement | null): boolean => {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const sync = () => setOn(!!el && document.fullscreenElement === el);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [el]);
  return on;
};

/** The game a page frames itself, instead of the one in the address (?url, ?name). */
export type TGameFrameProps = { url?: string; name?: string };

/**
 * The launched game (/game, /seamless, /lottert): a slim bar with the game's name, full screen
 * (Fullscreen API on the frame's container) and close, over a full-size frame. Everything comes
 * from the address (?url, ?nodeId, ?name), so a reload keeps the game; only an address on the
 * brand's game origins is framed, in a sandbox. Closing goes back where the
 * player came from (or home); leaving the frame refreshes the header balance, since the game may
 * have moved money. A page that launches its own game (/vnlottery) gives the address and the name
 * instead; the same origin check applies.
 */
export const GameFrame = ({ url: givenUrl, name: givenName }: TGameFrameProps = {}) => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { state } = useLocation();
  const navigate = useNavigate();
  const env = useGamesEnv();
  const [stageEl, setStageEl] = useState<HTMLDivElement | null>(null);
  const realFullscreen = useIsFullscreen(stageEl);
  // Phones without the Fullscreen API on elements (iPhone Safari) get the frame over the whole page.
  const [pageFullscreen, setPageFullscreen] = useState(false);
  const fullscreen = realFullscreen || pageFullscreen;
  const url = safeGameUrl(givenUrl ?? params.get('url'), env.gameOrigins);
  const name = givenName || params.get('name') || t('pages.game.title');

  const { refreshBalance } = env;
  useEffect(() => () => refreshBalance(), [refreshBalance]);

  const toggleFullscreen = () => {
    if (pageFullscreen) setPageFullscreen(false);
    else if (document.fullscreenElement) void document.exitFullscreen?.();
    else if (stageEl && typeof stageEl.requestFullscreen === 'function')
      stageEl.requestFullscreen().catch(() => setPageFullscreen(true));
    else setPageFullscreen(true);
  };
  const close = () => {
    if (document.fullscreenElement) void document.exitFullscreen?.();
    void navigate(returnPathOf(state) ?? '/', { replace: true });
  };

  if (!url || url === 'untrusted')
    return (
      <div className="ol-frame-page" data-testid="game-page-empty">
        <EmptyState
          title={t(url ? 'pages.game.untrusted' : 'pages.game.empty')}
          description={t(url ? 'pages.game.untrustedHint' : 'pages.game.emptyHint')}
          action={
            <Button component={Link} to="/">
              {t('pages.notFound.home')}
            </Button>
          }
        />
      </div>
    );
  return (
    <div className="ol-frame-page ol-game-page" data-testid="game-page">
      <div className="ol-game-bar">
        <span className="ol-game-live" aria-hidden="true" />
        <h1 className="ol-game-title" data-testid="game-title">
          {name}
        </h1>
        <Tooltip label={t(fullscreen ? 'games.exitFullscreen' : 'games.fullscreen')}>
          <ActionIcon
            variant="subtle"
            size="lg"
            radius="xl"
            aria-label={t(fullscreen ? 'games.exitFullscreen' : 'games.fullscreen')}
            onClick={toggleFullscreen}
            data-testid="game-fullscreen"
          >
            {fullscreen ? <IconFullscreenExit size={20} /> : <IconFullscreen size={20} />}
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('games.closeGame')}>
          <ActionIcon
            variant="light"
            color="accent"
            size="lg"
            radius="xl"
            aria-label={t('games.closeGame')}
            onClick={close}
            data-testid="game-close"
          >
            <IconClose size={20} />
          </ActionIcon>
        </Tooltip>
      </div>
      <div
        className="ol-game-stage"
        ref={setStageEl}
        data-fullscreen={fullscreen || undefined}
        data-page-fullscreen={pageFullscreen || undefined}
      >
        <iframe
          key={url}
          src={url}
          title={name}
          className="ol-game-frame"
          allow="autoplay; fullscreen"
          allowFullScreen
          // Games run scripts, keep their own storage, take input and open their help pages (the
          // slot's verifier) as ordinary tabs: a popup still sandboxed is refused by pages with COOP.
          // They may not navigate the site's page or download anything.
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
          data-testid="game-frame"
          data-node-id={params.get('nodeId') ?? undefined}
        />
        {pageFullscreen && (
          <button
            type="button"
            className="ol-game-exit-fs"
            onClick={() => setPageFullscreen(false)}
            aria-label={t('games.exitFullscreen')}
          >
            <IconFullscreenExit size={20} />
          </button>
        )}
      </div>
    </div>
  );
};
