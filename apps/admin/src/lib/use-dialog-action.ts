import { useState } from 'react';

/**
 * Runs a dialog's action: busy while it runs, then the dialog closes. A failure keeps the dialog
 * open so the operator may try again; the action's caller has already said what went wrong.
 */
export const useDialogAction = (onClose: () => void) => {
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
      onClose();
    } catch {
      /* told by the caller; the dialog stays open */
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
};
