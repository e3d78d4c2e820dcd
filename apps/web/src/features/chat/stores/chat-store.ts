import { create } from 'zustand';

type TChatState = {
  /** Whether the room's panel is open. */
  opened: boolean;
  /** A message came while the panel was closed: the icon shows a dot until it opens. */
  unread: boolean;
  /**
   * The control that opened the room, for the focus to go back to on close (WCAG 2.4.3): on phones
   * the menu item that opened it is gone by then, so its menu's button is given instead.
   */
  opener: HTMLElement | null;
  open: (opener?: HTMLElement | null) => void;
  close: () => void;
  markUnread: () => void;
};

/**
 * The chat room's open state and unread dot. Tiny and on the first screen: the icon reads it there,
 * while the room itself (socket, panel, words) is a chunk loaded after the first paint.
 */
export const useChatStore = create<TChatState>()((set) => ({
  opened: false,
  unread: false,
  opener: null,
  open: (opener = null) => set({ opened: true, unread: false, opener }),
  close: () => set({ opened: false }),
  markUnread: () => set((s) => (s.opened ? s : { unread: true })),
}));
