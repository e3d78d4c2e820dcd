export { GameListingPage } from './e-games.tsx';
