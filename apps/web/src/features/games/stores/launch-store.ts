import type { TGame } from '@openlobby/contracts';
import { create } from 'zustand';
import type { TLaunchMode } from '../api/launch-game.ts';

type TLaunchState = {
  /** A card game waiting for its room (GLS2_roomList) before the launch. */
  roomPick: { game: TGame; mode: TLaunchMode } | null;
  /** A launch refused with GAME_MAINTENANCE, with the games the server suggests instead. */
  maintenance: { game: TGame; suggestions: TGame[] } | null;
  pickRoom: (game: TGame, mode: TLaunchMode) => void;
  showMaintenance: (game: TGame, suggestions: TGame[]) => void;
  close: () => void;
};

/** The launch's dialogs (room picker, maintenance with suggestions); one shows at a time. */
export const useLaunchStore = create<TLaunchState>((set) => ({
  roomPick: null,
  maintenance: null,
  pickRoom: (game, mode) => set({ roomPick: { game, mode }, maintenance: null }),
  showMaintenance: (game, suggestions) => set({ maintenance: { game, suggestions }, roomPick: null }),
  close: () => set({ roomPick: null, maintenance: null }),
}));
