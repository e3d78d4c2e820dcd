import { GameMaintenanceDialog } from './game-maintenance-dialog.tsx';
import { RoomPickDialog } from './room-pick-dialog.tsx';

/** The launch's dialogs; mount once inside the router and the games environment. */
export const LaunchDialogs = () => (
  <>
    <RoomPickDialog />
    <GameMaintenanceDialog />
  </>
);
