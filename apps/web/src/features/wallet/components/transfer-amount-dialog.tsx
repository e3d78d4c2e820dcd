import type { TMerchantWallet, TWalletTransferRequest } from '@openlobby/contracts';
import { Alert, Button, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { toast } from '../../../lib/toast.ts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { IconArrowIn, IconArrowOut } from '../../../components/ui/icons.tsx';
import { errorCodeOf, errorMessage } from '../../../lib/error-message.ts';
import { walletTransfer } from '../api/transfer.ts';
import { useInvalidateMoney } from '../hooks/use-invalidate-money.ts';
import { useRequestId } from '../../../lib/use-request-id.ts';
import { checkAmount } from '../lib/amount.ts';
import { amountErrorText } from '../lib/amount-message.ts';
import type { TRequestIdKeeper } from '../../../lib/request-id.ts';
import { AmountInput } from './amount-input.tsx';

type TVendorWallet = TMerchantWallet['wallets'][number];

/** Which way one transfer goes: IN main → vendor, OUT vendor → main. */
export type TTransferTarget = { type: 'IN' | 'OUT'; wallet: TVendorWallet };

type TProps = {
  target: TTransferTarget | null;
  mainBalance: number;
  currency: string;
  decimals: number;
  format: (amount: number) => string;
  onClose: () => void;
};

type TFormProps = Omit<TProps, 'target'> & { target: TTransferTarget; requestIds: TRequestIdKeeper };

/** Codes after which the same payload must not be sent with the same id again. */
const FINAL_CODES = new Set(['DUPLICATE_TRANSACTION']);

const TransferAmountForm = ({
  target,
  mainBalance,
  currency,
  decimals,
  format,
  onClose,
  requestIds,
}: TFormProps) => {
  const { t } = useTranslation();
  const invalidateMoney = useInvalidateMoney();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const { type, wallet } = target;
  const available = type === 'IN' ? mainBalance : wallet.balance;
  const check = checkAmount(text, { decimals, available });
  const fieldError =
    touched && !check.ok
      ? amountErrorText(t, check.error, { decimals, available: format(available) })
      : undefined;

  const submit = async () => {
    setTouched(true);
    if (!check.ok || pending) return;
    const payload = { type, vendorCode: wallet.vendorCode, amount: check.amount } as const;
    const body: TWalletTransferRequest = { ...payload, requestId: requestIds.idFor(payload) };
    setPending(true);
    setFailure(null);
    try {
      const result = await walletTransfer(body);
      requestIds.settle();
      void invalidateMoney(result.balance);
      toast({
        color: 'green',
        message: t('wallet.transfer.done', { amount: format(result.moved), currency }),
      });
      onClose();
    } catch (e) {
      if (FINAL_CODES.has(errorCodeOf(e))) requestIds.settle();
      setFailure(errorMessage(t, e));
      // The answer may have been lost after the move: show what the wallets hold now.
      void invalidateMoney();
    } finally {
      setPending(false);
    }
  };

  const from = type === 'IN' ? t('wallet.mainWallet') : wallet.name;
  const to = type === 'IN' ? wallet.name : t('wallet.mainWallet');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <div className="ol-transfer-route" data-direction={type}>
          <div>
            <Text size="xs" c="dimmed">
              {t('wallet.transfer.from')}
            </Text>
            <Text fw={700} truncate>
              {from}
            </Text>
          </div>
          <span className="ol-transfer-route-icon" aria-hidden="true">
            {type === 'IN' ? <IconArrowIn size={18} /> : <IconArrowOut size={18} />}
          </span>
          <div>
            <Text size="xs" c="dimmed">
              {t('wallet.transfer.to')}
            </Text>
            <Text fw={700} truncate>
              {to}
            </Text>
          </div>
        </div>
        <AmountInput
          label={t('wallet.amount.label')}
          description={t('wallet.transfer.available', { amount: format(available), currency })}
          currency={currency}
          value={text}
          onChange={(v) => {
            setText(v);
            setFailure(null);
          }}
          error={fieldError}
          testId="transfer-amount"
          autoFocus
          rightAction={
            <UnstyledButton
              className="ol-amount-max"
              onClick={() => {
                setText(String(available));
                setTouched(true);
              }}
              disabled={available <= 0}
              data-testid="transfer-max"
            >
              {t('wallet.amount.all')}
            </UnstyledButton>
          }
        />
        {failure && (
          <Alert color="red" variant="light" py={8} data-testid="transfer-error">
            {failure}
          </Alert>
        )}
        <Group grow>
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={pending} data-testid="transfer-confirm" className="ol-btn-glow">
            {t('common.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/**
 * The amount dialog of one wallet transfer. The request id lives here, beside the dialog rather
 * than in it, so a retry of the same amount (even after closing and reopening) reuses it and the
 * server applies the transfer once.
 */
export const TransferAmountDialog = ({ target, onClose, ...rest }: TProps) => {
  const { t } = useTranslation();
  const requestIds = useRequestId();
  // Keep the last target through the closing animation, so the dialog does not empty as it fades.
  const [last, setLast] = useState(target);
  if (target !== null && target !== last) setLast(target);
  const shown = target ?? last;
  const title = shown
    ? t(shown.type === 'IN' ? 'wallet.transfer.inTitle' : 'wallet.transfer.outTitle', {
        name: shown.wallet.name,
      })
    : '';
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={title}
      centered
      radius="lg"
      size="md"
      classNames={{ title: 'ol-dialog-title' }}
    >
      {shown && <TransferAmountForm target={shown} onClose={onClose} requestIds={requestIds} {...rest} />}
    </Modal>
  );
};
