import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { TRaffleResult } from '../api/claim-raffle.ts';

type TProps = { result: TRaffleResult | null; format: (amount: number) => string; onClose: () => void };

/** The raffle's drawn prize, with the published seed hash the draw can be checked against. */
export const RafflePrizeDialog = ({ result, format, onClose }: TProps) => {
  const { t } = useTranslation();
  return (
    <Modal
      opened={result !== null}
      onClose={onClose}
      title={t('promotions.raffle.title')}
      centered
      radius="lg"
      classNames={{ title: 'ol-dialog-title' }}
    >
      {result && (
        <Stack align="center" gap="sm" data-testid="raffle-prize">
          <Text fz={28} fw={800} className="ol-prize" ta="center">
            {result.amount > 0
              ? t('promotions.raffle.won', { amount: format(result.amount) })
              : t('promotions.raffle.none')}
          </Text>
          {result.serverSeedHash && (
            <Text size="xs" c="dimmed" className="ol-break">
              {t('promotions.raffle.proof', { hash: result.serverSeedHash })}
            </Text>
          )}
          <Button onClick={onClose} className="ol-btn-glow" fullWidth>
            {t('common.ok')}
          </Button>
        </Stack>
      )}
    </Modal>
  );
};
