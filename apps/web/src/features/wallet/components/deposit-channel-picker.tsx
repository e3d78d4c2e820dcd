import { DEPOSIT_CHANNEL_KINDS, type TDepositChannel } from '@openlobby/contracts';
import { SegmentedControl, UnstyledButton } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { IconBank, IconCoin, IconPhone } from '../../../components/ui/icons.tsx';
import { isManualChannel } from '../lib/deposit.ts';

type TKind = TDepositChannel['kind'];

const KIND_ICONS: Record<TKind, typeof IconBank> = { BANK: IconBank, EWALLET: IconPhone, CRYPTO: IconCoin };

type TProps = {
  channels: TDepositChannel[];
  kind: TKind;
  onKind: (kind: TKind) => void;
  selectedId: number | null;
  onSelect: (channel: TDepositChannel) => void;
  format: (amount: number) => string;
};

/** The deposit channels as cards, filtered by kind (bank transfer, e-wallet, crypto). */
export const DepositChannelPicker = ({ channels, kind, onKind, selectedId, onSelect, format }: TProps) => {
  const { t } = useTranslation();
  const kinds = DEPOSIT_CHANNEL_KINDS.filter((k) => channels.some((c) => c.kind === k));
  const shown = channels.filter((c) => c.kind === kind);
  return (
    <div className="ol-deposit-channels">
      {kinds.length > 1 && (
        <SegmentedControl
          fullWidth
          radius="md"
          value={kind}
          onChange={(v) => onKind(v as TKind)}
          data={kinds.map((k) => ({ value: k, label: t(`wallet.deposit.kinds.${k}`) }))}
          data-testid="deposit-kinds"
        />
      )}
      <div className="ol-channel-grid" role="radiogroup" aria-label={t('wallet.deposit.channel')}>
        {shown.map((c) => {
          const Icon = KIND_ICONS[c.kind];
          const active = c.id === selectedId;
          return (
            <UnstyledButton
              key={c.id}
              className="ol-channel-card"
              data-active={active || undefined}
              role="radio"
              aria-checked={active}
              onClick={() => onSelect(c)}
              data-testid={`deposit-channel-${c.id}`}
            >
              <span className="ol-channel-icon" aria-hidden="true">
                <Icon size={22} />
              </span>
              <span className="ol-channel-text">
                <span className="ol-channel-name" title={c.name}>
                  {c.name}
                </span>
                <span className="ol-channel-limits">
                  {format(c.min)} – {format(c.max)}
                </span>
              </span>
              <span className="ol-channel-tag" data-manual={isManualChannel(c) || undefined}>
                {isManualChannel(c) ? t('wallet.deposit.manual') : t('wallet.deposit.online')}
              </span>
            </UnstyledButton>
          );
        })}
      </div>
    </div>
  );
};
