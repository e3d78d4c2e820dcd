import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { errorMessage } from '../../lib/error-message.ts';

/** A green confirmation in the corner. */
export const notifySuccess = (message: string, title?: string): void => {
  notifications.show({ color: 'green', title, message });
};

/** A failed call in the corner: the translated server error under a short title. */
export const notifyFailure = (t: TFunction, title: string, error: unknown): void => {
  notifications.show({ color: 'red', title, message: errorMessage(t, error) });
};
