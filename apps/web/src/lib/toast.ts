import type { NotificationData } from '@mantine/notifications';

/**
 * Toasts without Mantine's notifications on the first screen (with the transitions under it, a
 * twentieth of the first screen's JavaScript): the library loads with the first toast, and the
 * shell mounts its container (ToastHost) from then on. Mantine keeps queued toasts in its store,
 * so one shown before the container mounts still appears.
 */
let wanted = false;
const listeners = new Set<() => void>();
let library: Promise<typeof import('@mantine/notifications')> | null = null;

export const loadToasts = () => (library ??= import('@mantine/notifications'));

export const toast = (data: NotificationData): void => {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void loadToasts().then(({ notifications }) => notifications.show(data));
};

/** Whether any toast was asked for yet (the host mounts the container from then on). */
export const toastsWanted = (): boolean => wanted;

export const onToastsWanted = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
