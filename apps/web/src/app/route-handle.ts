import { createContext } from 'react';

/**
 * Which shell regions a route shows: full (header, side menu, main, footer), headerFooter
 * (agent home), headerOnly (lottery), game (header + full-bleed main, no side menu), bare (helpmc).
 */
export type TLayout = 'full' | 'headerFooter' | 'headerOnly' | 'game' | 'bare';
export type TRouteHandle = { layout: TLayout };

export const handle = (layout: TLayout): TRouteHandle => ({ layout });

export const isRouteHandle = (v: unknown): v is TRouteHandle =>
  typeof v === 'object' && v !== null && 'layout' in v;

/** The current page's layout, from the route table (router.tsx) to the shell. */
export const PageLayoutContext = createContext<TLayout>('full');
