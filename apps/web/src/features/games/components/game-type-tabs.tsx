import type { TGameType } from '@openlobby/contracts';
import { useTranslation } from '../../../lib/use-translation.ts';

type TProps = {
  types: readonly { gameType: TGameType; count: number }[];
  value: TGameType | null;
  onChange: (gameType: TGameType | null) => void;
};

/** The chosen vendor's game types (getVassGameType) with their counts; "All" first. */
export const GameTypeTabs = ({ types, value, onChange }: TProps) => {
  const { t } = useTranslation();
  const total = types.reduce((sum, x) => sum + x.count, 0);
  return (
    <div className="ol-type-tabs" role="toolbar" aria-label={t('games.typeLabel')}>
      <button
        type="button"
        className="ol-type-tab"
        aria-pressed={value === null}
        onClick={() => onChange(null)}
        data-testid="game-type-all"
      >
        {t('games.types.ALL')} <em>{total}</em>
      </button>
      {types.map((x) => (
        <button
          key={x.gameType}
          type="button"
          className="ol-type-tab"
          aria-pressed={value === x.gameType}
          onClick={() => onChange(x.gameType)}
          data-testid={`game-type-${x.gameType}`}
        >
          {t(`games.types.${x.gameType}`)} <em>{x.count}</em>
        </button>
      ))}
    </div>
  );
};
