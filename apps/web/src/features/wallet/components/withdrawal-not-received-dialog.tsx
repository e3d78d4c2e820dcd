import { PROOF_LIMITS, type TWithdrawal } from '@openlobby/contracts';
import { Alert, Button, Group, Input, Modal, Stack, Text, Textarea } from '@mantine/core';
import { toast } from '../../../lib/toast.ts';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ChosenImage } from '../../../components/ui/chosen-image.tsx';
import { IconImage } from '../../../components/ui/icons.tsx';
import { errorCodeOf, errorMessage } from '../../../lib/error-message.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { confirmWithdrawal } from '../api/withdrawals.ts';
import { useInvalidateMoney } from '../hooks/use-invalidate-money.ts';
import { addProofFiles, type TProofError } from '../../../lib/proof-files.ts';

/** The longest remark (spec §9, contracts ZWithdrawalConfirm). */
export const REMARK_MAX = 140;

type TProps = {
  withdrawal: TWithdrawal | null;
  format: (amount: number) => string;
  currency: string;
  onClose: () => void;
};

/** One chosen image, named by its place in the list. */
const ChosenProof = ({ file, index, onRemove }: { file: File; index: number; onRemove: () => void }) => {
  const { t } = useTranslation();
  return (
    <ChosenImage
      file={file}
      alt={t('wallet.withdraw.proofAlt', { n: index + 1 })}
      removeLabel={t('wallet.withdraw.dispute.removeImage')}
      onRemove={onRemove}
      testId={`withdrawal-proof-preview-${index}`}
    />
  );
};

const NotReceivedForm = ({ withdrawal, format, currency, onClose }: TProps & { withdrawal: TWithdrawal }) => {
  const { t } = useTranslation();
  const { number } = useFormat();
  const invalidateMoney = useInvalidateMoney();
  const inputId = useId();
  const [remark, setRemark] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<TProofError | null>(null);
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const trimmed = remark.trim();
  const remarkError =
    touched && trimmed === ''
      ? t('wallet.withdraw.dispute.remarkRequired')
      : trimmed.length > REMARK_MAX
        ? t('wallet.withdraw.dispute.remarkTooLong', { count: REMARK_MAX })
        : undefined;
  let proofsError: string | undefined;
  if (fileError) proofsError = t(`wallet.withdraw.proofErrors.${fileError}`);
  else if (touched && files.length === 0) proofsError = t('wallet.withdraw.dispute.proofsRequired');

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(e.currentTarget.files ?? [])];
    // Emptied, so picking the same file again after removing it still counts as a change.
    e.currentTarget.value = '';
    if (picked.length === 0) return;
    const result = addProofFiles(files, picked, PROOF_LIMITS);
    setFiles(result.files);
    setFileError(result.error);
    setFailure(null);
  };

  const submit = async () => {
    setTouched(true);
    if (trimmed === '' || trimmed.length > REMARK_MAX || files.length === 0 || pending) return;
    setPending(true);
    setFailure(null);
    try {
      await confirmWithdrawal(withdrawal.id, { answer: 'NOT_RECEIVED', remark: trimmed, proofs: files });
      toast({ color: 'green', message: t('wallet.withdraw.confirmed.NOT_RECEIVED') });
      void invalidateMoney();
      onClose();
    } catch (e) {
      setFailure(
        errorCodeOf(e) === 'OPERATION_NOT_ALLOWED' ? t('wallet.withdraw.confirmClosed') : errorMessage(t, e),
      );
      // The payout may have moved on meanwhile (auto-received): the list shows where it stands.
      void invalidateMoney();
    } finally {
      setPending(false);
    }
  };

  const full = files.length >= PROOF_LIMITS.maxFiles;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid="withdrawal-dispute-form"
    >
      <Stack gap="md">
        <div className="ol-dispute-summary">
          <div>
            <Text size="xs" c="dimmed">
              {t('wallet.columns.amount')}
            </Text>
            <Text fw={800} className="ol-amount">
              {currency} {format(withdrawal.amount)}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {t('wallet.withdraw.payoutReferenceLabel')}
            </Text>
            <Text fw={700} className="ol-mono">
              {withdrawal.payoutReference ?? withdrawal.reference}
            </Text>
          </div>
        </div>
        <Text size="sm" c="dimmed">
          {t('wallet.withdraw.dispute.intro')}
        </Text>
        <div>
          <Textarea
            label={t('wallet.withdraw.dispute.remark')}
            placeholder={t('wallet.withdraw.dispute.remarkPlaceholder')}
            value={remark}
            onChange={(e) => {
              setRemark(e.currentTarget.value);
              setFailure(null);
            }}
            error={remarkError}
            autosize
            minRows={3}
            maxRows={6}
            maxLength={REMARK_MAX}
            data-autofocus
            data-testid="withdrawal-remark"
          />
          <Text
            size="xs"
            ta="end"
            mt={4}
            c={remark.length >= REMARK_MAX ? 'orange' : 'dimmed'}
            data-testid="withdrawal-remark-count"
            aria-live="polite"
          >
            {number(remark.length)}/{number(REMARK_MAX)}
          </Text>
        </div>
        <Input.Wrapper
          label={t('wallet.withdraw.dispute.proofs')}
          description={t('wallet.withdraw.dispute.proofsHint', { max: PROOF_LIMITS.maxFiles })}
          error={proofsError}
          labelProps={{ htmlFor: inputId }}
        >
          <div className="ol-proof-grid" data-error={proofsError ? true : undefined}>
            {files.map((file, i) => (
              <ChosenProof
                key={`${file.name}-${file.size}-${file.lastModified}-${i}`}
                file={file}
                index={i}
                onRemove={() => {
                  setFiles((list) => list.filter((f) => f !== file));
                  setFileError(null);
                }}
              />
            ))}
            {!full && (
              <label className="ol-proof-tile ol-proof-add" htmlFor={inputId}>
                <IconImage size={22} />
                <span>{t('wallet.withdraw.dispute.addImage')}</span>
                <span className="ol-proof-count">
                  {number(files.length)}/{number(PROOF_LIMITS.maxFiles)}
                </span>
              </label>
            )}
          </div>
          <input
            id={inputId}
            type="file"
            accept="image/png,image/jpeg,.png,.jpg,.jpeg"
            multiple
            onChange={pick}
            disabled={full}
            className="ol-visually-hidden"
            data-testid="withdrawal-proofs"
          />
        </Input.Wrapper>
        {failure && (
          <Alert color="red" variant="light" py={8} data-testid="withdrawal-confirm-error">
            {failure}
          </Alert>
        )}
        <Group grow>
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="red" loading={pending} data-testid="withdrawal-confirm-submit">
            {t('wallet.withdraw.dispute.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/**
 * Reports a payout that did not arrive: what happened (at most 140 characters) and 1–3 png or jpg
 * images under 5 MB each, checked here as the server will, sent as one multipart form.
 */
export const WithdrawalNotReceivedDialog = ({ withdrawal, onClose, ...rest }: TProps) => {
  const { t } = useTranslation();
  // Keep the last withdrawal through the closing animation, so the dialog does not empty as it fades.
  const [last, setLast] = useState(withdrawal);
  if (withdrawal !== null && withdrawal !== last) setLast(withdrawal);
  const shown = withdrawal ?? last;
  return (
    <Modal
      opened={withdrawal !== null}
      onClose={onClose}
      title={t('wallet.withdraw.dispute.title')}
      centered
      radius="lg"
      size="md"
      classNames={{ title: 'ol-dialog-title' }}
    >
      {shown && <NotReceivedForm key={shown.id} withdrawal={shown} onClose={onClose} {...rest} />}
    </Modal>
  );
};
