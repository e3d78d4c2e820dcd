import { Alert, Button, Group, Modal } from '@mantine/core';
import { Fragment, useState, type ReactNode } from 'react';

type TProps<T extends { id: number }> = {
  /** The item the dialog is about; null closes it. */
  item: T | null;
  onClose: () => void;
  title: (shown: T | null) => string;
  size?: string;
  /** The dialog's form for the item shown. */
  children: (shown: T) => ReactNode;
};

/**
 * A dialog about one item (a reward to redeem, a promotion to apply for). It keeps the last item
 * through the closing animation, so the dialog does not empty as it fades, and mounts its form
 * afresh for each item (keyed by id), so nothing typed for one carries over to the next.
 */
export const ItemDialog = <T extends { id: number }>({ item, onClose, title, size, children }: TProps<T>) => {
  const [last, setLast] = useState(item);
  if (item !== null && item !== last) setLast(item);
  const shown = item ?? last;
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={title(shown)}
      centered
      radius="lg"
      size={size}
      classNames={{ title: 'ol-dialog-title' }}
    >
      {shown && <Fragment key={shown.id}>{children(shown)}</Fragment>}
    </Modal>
  );
};

type TActionsProps = {
  /** The failed call's words, shown above the buttons; null when there is none. */
  failure: string | null;
  pending: boolean;
  /** The submit button's state besides pending (the form is not complete yet). */
  disabled: boolean;
  cancelLabel: string;
  submitLabel: string;
  onCancel: () => void;
  /** `<prefix>-error` and `<prefix>-submit`. */
  testIdPrefix: string;
};

/** A dialog form's foot: the failed call's message, then Cancel and the submit button side by side. */
export const DialogFormActions = (p: TActionsProps) => (
  <>
    {p.failure && (
      <Alert color="red" variant="light" py={8} role="alert" data-testid={`${p.testIdPrefix}-error`}>
        {p.failure}
      </Alert>
    )}
    <Group grow>
      <Button variant="default" onClick={p.onCancel} disabled={p.pending}>
        {p.cancelLabel}
      </Button>
      <Button
        type="submit"
        className="ol-btn-glow"
        loading={p.pending}
        disabled={p.disabled}
        data-testid={`${p.testIdPrefix}-submit`}
      >
        {p.submitLabel}
      </Button>
    </Group>
  </>
);
