import { useState } from 'react';

/**
 * The record a dialog acts on, and whether the dialog is open. Closing keeps the record, so the
 * dialog's text does not change while it fades out; each opening counts up `seq`, a key that gives
 * the dialog's form a fresh state.
 */
export const useDialogTarget = <T>() => {
  const [target, setTarget] = useState<{ value: T; seq: number } | null>(null);
  const [opened, setOpened] = useState(false);
  const open = (value: T) => {
    setTarget((prev) => ({ value, seq: (prev?.seq ?? 0) + 1 }));
    setOpened(true);
  };
  return { target, opened, open, close: () => setOpened(false) };
};
