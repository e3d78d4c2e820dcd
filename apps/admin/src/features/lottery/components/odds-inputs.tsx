import { NumberInput, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type TProps = {
  /** The engine's odds per key, in the engine's order: every key the game takes. */
  defaults: Record<string, number>;
  value: Record<string, number | string>;
  onChange: (odds: Record<string, number | string>) => void;
  /** Whether a key's odds are marked wrong. */
  bad: (key: string) => boolean;
};

/** Every odds the game pays, as multipliers in thousandths, each beside the engine's figure. */
export const OddsInputs = ({ defaults, value, onChange, bad }: TProps) => {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" data-testid="lottery-game-odds">
      {Object.entries(defaults).map(([key, engine]) => (
        <NumberInput
          key={key}
          label={key}
          description={t('lottery.form.engineOdds', { odds: engine })}
          min={1}
          decimalScale={3}
          step={0.1}
          suffix="×"
          value={value[key] ?? ''}
          onChange={(v) => onChange({ ...value, [key]: v })}
          error={bad(key) ? t('lottery.form.invalid.odds') : undefined}
          data-testid={`lottery-odds-${key}`}
        />
      ))}
    </SimpleGrid>
  );
};
