import type { RouteOptions } from 'fastify';

type THookName = 'onRequest' | 'preValidation';
type THook =
  NonNullable<RouteOptions['onRequest']> extends infer H ? (H extends readonly (infer F)[] ? F : H) : never;

/**
 * Adds a hook to one route as it is declared (from an onRoute hook), after the route's own. A hook
 * that only some routes need costs the others nothing this way, where an app-wide hook would run,
 * and look the route up, on every request.
 */
export function addRouteHook(route: RouteOptions, name: THookName, hook: THook) {
  const existing = route[name] as THook | THook[] | undefined;
  (route as Record<THookName, unknown>)[name] =
    existing === undefined ? [hook] : Array.isArray(existing) ? [...existing, hook] : [existing, hook];
}
