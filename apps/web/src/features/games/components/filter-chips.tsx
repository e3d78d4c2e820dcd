import { GAME_FILTERS, type TGameFilter } from '@openlobby/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { IconFlame } from '../../../components/ui/icons.tsx';
import { IconGrid, IconHeart, IconHistory, IconSparkle } from './game-icons.tsx';

const ICONS: Record<TGameFilter, ReactNode> = {
  ALL: <IconGrid size={16} />,
  NEW: <IconSparkle size={16} />,
  HOT: <IconFlame size={16} />,
  FAV: <IconHeart size={16} />,
  RECENT: <IconHistory size={16} />,
};

type TProps = { value: TGameFilter; onChange: (filter: TGameFilter) => void };

/** The game-list filters of spec §3: ALL, NEW, HOT, FAV and RECENT. */
export const FilterChips = ({ value, onChange }: TProps) => {
  const { t } = useTranslation();
  return (
    <div className="ol-filter-chips" role="toolbar" aria-label={t('games.filterLabel')}>
      {GAME_FILTERS.map((f) => (
        <button
          key={f}
          type="button"
          className="ol-chip"
          aria-pressed={value === f}
          onClick={() => onChange(f)}
          data-testid={`game-filter-${f}`}
        >
          {ICONS[f]}
          <span>{t(`games.filter.${f}`)}</span>
        </button>
      ))}
    </div>
  );
};
