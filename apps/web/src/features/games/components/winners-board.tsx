import { Skeleton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useRankList } from '../api/get-rank-list.ts';
import { maskAccount, WIN_DECIMALS } from '../lib/winners.ts';
import { IconTrophyCup } from './game-icons.tsx';

/** Rows visible at once; a longer board scrolls by itself. */
const VISIBLE_ROWS = 6;
/** Seconds each row takes to pass, so the ticker stays gentle whatever the length. */
const SECONDS_PER_ROW = 2.6;

/**
 * The winners board (GCSGAME_getRankList, all categories, 20 entries): masked account, game and
 * amount, as a slow vertical ticker that pauses under the pointer.
 */
export const WinnersBoard = () => {
  const { t } = useTranslation();
  const { money } = useFormat();
  const { data: rows, isPending } = useRankList();
  const list = rows ?? [];
  const animated = list.length > VISIBLE_ROWS;
  const shown = animated ? [...list, ...list] : list;
  // With reduced motion the board scrolls instead of ticking (games.css): a scrolling region must
  // be reachable by keyboard, so it takes focus then, and only then.
  const scrolls = useReducedMotion() && list.length > VISIBLE_ROWS;
  return (
    <section className="ol-winners" data-testid="winners-board" aria-label={t('games.winners.title')}>
      <header className="ol-section-head">
        <span className="ol-section-badge ol-section-badge-gold">
          <IconTrophyCup size={20} />
        </span>
        <h2>{t('games.winners.title')}</h2>
        <span className="ol-live-pill">
          <span className="ol-live-dot" aria-hidden="true" />
          {t('games.winners.live')}
        </span>
      </header>
      <div
        className="ol-winners-window"
        tabIndex={scrolls ? 0 : undefined}
        role={scrolls ? 'region' : undefined}
        aria-label={scrolls ? t('games.winners.title') : undefined}
      >
        {isPending && (
          <div className="ol-winners-loading">
            {Array.from({ length: VISIBLE_ROWS }, (_, i) => (
              <Skeleton key={i} height={44} radius="md" mb={8} />
            ))}
          </div>
        )}
        {!isPending && list.length === 0 && <p className="ol-winners-empty">{t('games.winners.empty')}</p>}
        <ul
          className="ol-winners-track"
          data-animated={animated || undefined}
          style={{ '--ol-ticker-duration': `${list.length * SECONDS_PER_ROW}s` } as CSSProperties}
        >
          {shown.map(({ vo }, i) => (
            <li
              key={`${i}-${vo.account}-${vo.at}`}
              className={i >= list.length ? 'ol-winner ol-winner-copy' : 'ol-winner'}
              aria-hidden={i >= list.length || undefined}
              data-testid={i < list.length ? 'winner-row' : undefined}
            >
              <span className="ol-winner-avatar" aria-hidden="true">
                {[...maskAccount(vo.account)][0]?.toUpperCase()}
              </span>
              <span className="ol-winner-who">
                <span className="ol-winner-account" data-testid="winner-account">
                  {maskAccount(vo.account)}
                </span>
                <span className="ol-winner-game">{vo.gameName}</span>
              </span>
              <span className="ol-winner-win">
                <span className="ol-winner-currency">{vo.currency}</span>
                <span className="ol-winner-amount" data-testid="winner-amount">
                  {money(vo.winAmount, WIN_DECIMALS)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
};
