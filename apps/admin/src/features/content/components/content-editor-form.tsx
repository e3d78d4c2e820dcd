import { Alert, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '../../../components/ui/dialog-footer.tsx';
import type { TContentSection } from '../lib/content-section.ts';

type TProps = {
  /** Prefix of the test ids: `<id>-form`, `<id>-invalid`, `<id>-save`. */
  testId: string;
  readOnly: boolean;
  saving: boolean;
  /** A save was tried and the contract refused the draft. */
  invalid: boolean;
  section: TContentSection;
  /** No record yet: Save reads "Create". */
  isNew: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
};

/** A content editor's form: its fields, "fix the marked fields" after a refused save, Cancel and Save. */
export const ContentEditorForm = ({
  testId,
  readOnly,
  saving,
  invalid,
  section,
  isNew,
  onSubmit,
  onClose,
  children,
}: TProps) => {
  const { t } = useTranslation();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!readOnly) onSubmit();
      }}
      noValidate
      data-testid={`${testId}-form`}
    >
      <Stack gap="md">
        {children}
        {invalid && (
          <Alert color="red" variant="light" p="xs" data-testid={`${testId}-invalid`}>
            <Text size="sm">{t('content.invalid')}</Text>
          </Alert>
        )}
        <DialogFooter
          busy={saving}
          onCancel={onClose}
          cancelLabel={readOnly ? t('content.close') : t('common.cancel')}
          confirmLabel={readOnly ? undefined : isNew ? t(`content.${section}.create`) : t('common.save')}
          confirmTestId={`${testId}-save`}
          className="ol-modal-footer"
        />
      </Stack>
    </form>
  );
};
