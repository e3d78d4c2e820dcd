import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type TProps = {
  /** True while the action runs: Cancel is disabled and the confirm button spins. */
  busy: boolean;
  onCancel: () => void;
  /** Cancel by default; "Close" for a dialog that only shows. */
  cancelLabel?: string;
  /** The confirm button's text; without it there is no confirm button (read-only dialogs). */
  confirmLabel?: string;
  confirmTestId?: string;
  confirmColor?: string;
  confirmDisabled?: boolean;
  /** Without it the confirm button submits the dialog's form. */
  onConfirm?: () => void;
  className?: string;
};

/** The buttons at the foot of a dialog: Cancel, then the action, at the right. */
export const DialogFooter = ({
  busy,
  onCancel,
  cancelLabel,
  confirmLabel,
  confirmTestId,
  confirmColor,
  confirmDisabled,
  onConfirm,
  className,
}: TProps) => {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="xs" className={className}>
      <Button variant="default" onClick={onCancel} disabled={busy}>
        {cancelLabel ?? t('common.cancel')}
      </Button>
      {confirmLabel !== undefined && (
        <Button
          type={onConfirm ? 'button' : 'submit'}
          color={confirmColor}
          loading={busy}
          disabled={confirmDisabled}
          onClick={onConfirm}
          data-testid={confirmTestId}
        >
          {confirmLabel}
        </Button>
      )}
    </Group>
  );
};
