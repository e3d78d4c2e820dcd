import { Modal, ScrollArea, type ModalProps } from '@mantine/core';
import type { TOperatorRow } from '@openlobby/contracts';
import type { ComponentType } from 'react';

/** What the operators list hands a dialog: the operator, and a save that reports its own failure. */
export type TOperatorDialogProps<TValue> = {
  opened: boolean;
  /** The operator acted on; the dialog stays shut without one. */
  operator: TOperatorRow | null;
  onClose: () => void;
  onSave: (value: TValue) => Promise<unknown>;
};

/** What the dialog's form gets: the operator it was opened for. */
export type TOperatorFormProps<TValue> = Omit<TOperatorDialogProps<TValue>, 'opened' | 'operator'> & {
  operator: TOperatorRow;
};

type TProps<TValue> = TOperatorDialogProps<TValue> & {
  title: string;
  size: ModalProps['size'];
  /** Let a tall form scroll inside the dialog. */
  scrollable?: boolean;
  testId: string;
  /** The dialog's form, mounted afresh for each operator. */
  form: ComponentType<TOperatorFormProps<TValue>>;
};

/** A dialog about one operator (change role, set password). */
export const OperatorDialog = <TValue,>({
  opened,
  operator,
  onClose,
  onSave,
  title,
  size,
  scrollable,
  testId,
  form: Form,
}: TProps<TValue>) => (
  <Modal
    opened={opened && operator !== null}
    onClose={onClose}
    title={title}
    size={size}
    scrollAreaComponent={scrollable ? ScrollArea.Autosize : undefined}
    data-testid={testId}
  >
    {operator && <Form key={operator.id} operator={operator} onClose={onClose} onSave={onSave} />}
  </Modal>
);
