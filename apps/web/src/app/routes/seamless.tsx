import { GameFrame } from '../../features/games/components/game-frame.tsx';

/** /game: the launched game in its frame, from the address (?url, ?nodeId, ?name). */
export const GamePage = () => <GameFrame />;

/** /seamless and /lottert: game pages with their own layout (compact header, the frame). */
export const SeamlessPage = () => <GameFrame />;
