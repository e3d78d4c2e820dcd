import { notifications } from '@mantine/notifications';
import { notifySuccess } from '../../../components/ui/notify.ts';
import { isStateConflict } from '../lib/queue.ts';

/** How a decision ended: taken, or refused because the request had moved on meanwhile. */
export type TSettled = 'done' | 'conflict';

export type TSettleTexts = {
  /** The green confirmation. */
  done: string;
  /** The yellow notice's title and message when the request is no longer in the state the action needs. */
  conflictTitle: string;
  conflict: string;
};

/**
 * Runs a queue decision and says how it went. OPERATION_NOT_ALLOWED (someone else moved the request
 * on) is not a failure of the operator's: it resolves as 'conflict' with a yellow notice, so the
 * dialog closes and the refreshed list shows the new state. Any other error throws, for the dialog
 * to show while it stays open.
 */
export const settleDecision = async (
  action: () => Promise<unknown>,
  texts: TSettleTexts,
): Promise<TSettled> => {
  try {
    await action();
  } catch (e) {
    if (!isStateConflict(e)) throw e;
    notifications.show({ color: 'yellow', title: texts.conflictTitle, message: texts.conflict });
    return 'conflict';
  }
  notifySuccess(texts.done);
  return 'done';
};
