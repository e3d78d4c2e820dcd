import { Input, Stack, Text, Textarea } from '@mantine/core';
import {
  APPLICATION_IMAGE_MAX_BYTES,
  APPLICATION_IMAGE_TYPES,
  APPLICATION_IMAGES_MAX,
  APPLICATION_REMARK_MAX,
} from '@openlobby/contracts';
import { useId, useState, type ChangeEvent } from 'react';
import { ChosenImage } from '../../../components/ui/chosen-image.tsx';
import { DialogFormActions, ItemDialog } from '../../../components/ui/item-dialog.tsx';
import { IconImage } from '../../../components/ui/icons.tsx';
import { addProofFiles, type TImageLimits, type TProofError } from '../../../lib/proof-files.ts';
import { toast } from '../../../lib/toast.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useSubmission } from '../../../lib/use-submission.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { applyPromotion } from '../api/apply-promotion.ts';

type TTarget = { id: number; title: string };
type TProps = { target: TTarget | null; onClose: () => void; onApplied: () => void };

/** The application's images (spec §9), from the zod-free constants. */
const IMAGE_LIMITS: TImageLimits = {
  maxFiles: APPLICATION_IMAGES_MAX,
  maxBytes: APPLICATION_IMAGE_MAX_BYTES,
  types: APPLICATION_IMAGE_TYPES,
};

/** Characters as the server counts them (code points: an emoji is one). */
const lengthOf = (s: string) => [...s].length;

const ApplyForm = ({ target, onClose, onApplied }: TProps & { target: TTarget }) => {
  const { t } = useTranslation();
  const { number } = useFormat();
  const inputId = useId();
  const [remark, setRemark] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<TProofError | null>(null);
  const { pending, failure, run } = useSubmission();
  const length = lengthOf(remark);
  const tooLong = length > APPLICATION_REMARK_MAX;

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(e.currentTarget.files ?? [])];
    // Emptied, so picking the same file again after removing it still counts as a change.
    e.currentTarget.value = '';
    if (picked.length === 0) return;
    const result = addProofFiles(files, picked, IMAGE_LIMITS);
    setFiles(result.files);
    setFileError(result.error);
  };

  const submit = () =>
    run(async () => {
      await applyPromotion(target.id, remark.trim(), files);
      toast({ color: 'green', message: t('promotions.apply.sent') });
      onApplied();
      onClose();
    });

  const full = files.length >= APPLICATION_IMAGES_MAX;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!tooLong) void submit();
      }}
      data-testid="promotion-apply-form"
    >
      <Stack gap="md">
        <div>
          <Textarea
            label={t('promotions.apply.remark')}
            placeholder={t('promotions.apply.remarkPlaceholder')}
            value={remark}
            onChange={(e) => setRemark(e.currentTarget.value)}
            error={tooLong ? t('promotions.apply.remarkTooLong', { max: APPLICATION_REMARK_MAX }) : undefined}
            autosize
            minRows={3}
            maxRows={6}
            data-autofocus
            data-testid="promotion-remark"
          />
          <Text
            size="xs"
            ta="end"
            mt={4}
            c={tooLong ? 'red' : length >= APPLICATION_REMARK_MAX ? 'orange' : 'dimmed'}
            data-testid="promotion-remark-count"
            aria-live="polite"
          >
            {number(length)}/{number(APPLICATION_REMARK_MAX)}
          </Text>
        </div>
        <Input.Wrapper
          label={t('promotions.apply.images')}
          description={t('promotions.apply.imagesHint', { max: APPLICATION_IMAGES_MAX })}
          error={fileError ? t(`promotions.apply.errors.${fileError}`) : undefined}
          labelProps={{ htmlFor: inputId }}
        >
          <div className="ol-proof-grid" data-error={fileError ? true : undefined}>
            {files.map((file, i) => (
              <ChosenImage
                key={`${file.name}-${file.size}-${file.lastModified}-${i}`}
                file={file}
                alt={t('promotions.apply.imageAlt', { n: i + 1 })}
                removeLabel={t('promotions.apply.removeImage')}
                onRemove={() => {
                  setFiles((list) => list.filter((f) => f !== file));
                  setFileError(null);
                }}
                testId={`promotion-image-${i}`}
              />
            ))}
            {!full && (
              <label className="ol-proof-tile ol-proof-add" htmlFor={inputId}>
                <IconImage size={22} />
                <span>{t('promotions.apply.addImage')}</span>
                <span className="ol-proof-count">
                  {number(files.length)}/{number(APPLICATION_IMAGES_MAX)}
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
            data-testid="promotion-images"
          />
        </Input.Wrapper>
        <DialogFormActions
          failure={failure}
          pending={pending}
          disabled={tooLong}
          cancelLabel={t('common.cancel')}
          submitLabel={t('promotions.apply.submit')}
          onCancel={onClose}
          testIdPrefix="promotion-apply"
        />
      </Stack>
    </form>
  );
};

/**
 * An application for a promotion: a remark of at most 140 characters (counted as the member types)
 * and up to 3 png or jpg images under 5 MB each, previewed, refused here as the server will.
 */
export const PromotionApplyDialog = ({ target, onClose, onApplied }: TProps) => {
  const { t } = useTranslation();
  return (
    <ItemDialog
      item={target}
      onClose={onClose}
      title={(shown) => t('promotions.apply.title', { name: shown?.title ?? '' })}
      size="md"
    >
      {(shown) => <ApplyForm target={shown} onClose={onClose} onApplied={onApplied} />}
    </ItemDialog>
  );
};
