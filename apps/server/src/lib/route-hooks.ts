import type { onRequestHookHandler, preValidationHookHandler, RouteOptions } from 'fastify';

type THooks = { onRequest: onRequestHookHandler; preValidation: preValidationHookHandler };

/**
 * Adds a hook to one route as it is declared (from an onRoute hook), after the route's own. A hook
 * that only some routes need costs the others nothing this way, where an app-wide hook would run,
 * and look the route up, on every request.
 */
export function addRouteHook<K extends keyof THooks>(route: RouteOptions, name: K, hook: THooks[K]) {
  const existing = route[name] as THooks[K] | THooks[K][] | undefined;
  (route as unknown as Record<K, THooks[K][]>)[name] =
    existing === undefined ? [hook] : Array.isArray(existing) ? [...existing, hook] : [existing, hook];
}
