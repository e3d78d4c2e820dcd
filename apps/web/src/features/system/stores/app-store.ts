import { create } from 'zustand';

export type TBlockReason = 'maintenance' | 'restricted' | null;

type TAppState = {
  /** Set by the start-up permission check for both maintenance and region restriction (spec §2). */
  maintenance: boolean;
  blockReason: TBlockReason;
  maintenanceMessage: string | null;
  /** Whether the announcement popup may open; closing it clears this for the session. */
  announcementPopup: boolean;
  setBlocked: (reason: TBlockReason, message?: string | null) => void;
  setAnnouncementPopup: (open: boolean) => void;
};

export const ANNOUNCEMENT_SEEN_KEY = 'announcementSeen';

const seenThisSession = (): boolean => {
  try {
    return sessionStorage.getItem(ANNOUNCEMENT_SEEN_KEY) === '1';
  } catch {
    return false;
  }
};

export const useAppStore = create<TAppState>((set) => ({
  maintenance: false,
  blockReason: null,
  maintenanceMessage: null,
  announcementPopup: !seenThisSession(),
  setBlocked: (reason, message = null) =>
    set({ blockReason: reason, maintenance: reason !== null, maintenanceMessage: message }),
  setAnnouncementPopup: (open) => set({ announcementPopup: open }),
}));
