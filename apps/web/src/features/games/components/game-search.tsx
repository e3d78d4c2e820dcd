import { CloseButton, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { IconSearch } from './game-icons.tsx';

type TProps = { value: string; onChange: (value: string) => void };

/** The search box of a listing (by game name, up to 50 characters); the caller debounces. */
export const GameSearch = ({ value, onChange }: TProps) => {
  const { t } = useTranslation();
  return (
    <TextInput
      className="ol-game-search"
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      placeholder={t('games.searchPlaceholder')}
      aria-label={t('games.search')}
      maxLength={50}
      radius="xl"
      size="md"
      type="search"
      leftSection={<IconSearch size={18} />}
      rightSection={
        value ? (
          <CloseButton size="sm" aria-label={t('games.clearSearch')} onClick={() => onChange('')} />
        ) : undefined
      }
      data-testid="game-search"
    />
  );
};
