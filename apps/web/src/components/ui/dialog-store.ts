import { create } from 'zustand';

export type TDialogIcon = 'info' | 'success' | 'warning' | 'error';
export type TDialogButton = {
  key: string;
  label: string;
  variant?: 'filled' | 'light' | 'default';
  testId?: string;
};

export type TDialogOptions = {
  icon?: TDialogIcon;
  title?: string;
  /** Sanitised with DOMPurify before display. */
  html?: string;
  buttons?: TDialogButton[];
  /** Close (resolving null) when the cover behind the dialog is clicked. */
  closeOnCover?: boolean;
  /** Close by itself (resolving null) after this many milliseconds. */
  timeoutMs?: number;
  testId?: string;
};

type TOpenDialog = TDialogOptions & { id: number; resolve: (button: string | null) => void };

type TDialogState = { dialogs: TOpenDialog[]; close: (id: number, button: string | null) => void };

export const useDialogStore = create<TDialogState>((set, get) => ({
  dialogs: [],
  close: (id, button) => {
    const dialog = get().dialogs.find((d) => d.id === id);
    if (!dialog) return;
    set((s) => ({ dialogs: s.dialogs.filter((d) => d.id !== id) }));
    dialog.resolve(button);
  },
}));

let nextId = 1;

/**
 * Opens a dialog from anywhere (loaders, event handlers) and resolves with the pressed button's
 * key, or null when it closed by cover click, close button or time-out. Rendered by DialogHost.
 */
export const showDialog = (options: TDialogOptions): Promise<string | null> =>
  new Promise((resolve) => {
    const id = nextId++;
    useDialogStore.setState((s) => ({ dialogs: [...s.dialogs, { ...options, id, resolve }] }));
    if (options.timeoutMs) setTimeout(() => useDialogStore.getState().close(id, null), options.timeoutMs);
  });
