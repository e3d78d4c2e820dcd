import { envelopeOf, ZEnvelopeError } from '@openlobby/contracts';
import type { z } from 'zod';
import { ApiError } from './api-error.ts';
import { getToken } from './session.ts';
import { getRequestLanguage } from './request-language.ts';

type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type TQuery = Record<string, string | number | boolean | null | undefined>;

export type TRequestOptions<T extends z.ZodType> = {
  /** Schema of the envelope's `value`; the response is parsed with it. */
  schema: T;
  method?: TMethod;
  query?: TQuery;
  body?: unknown;
  signal?: AbortSignal;
};

/** Fills `:name` segments of a contract path, e.g. ('/x/:id/lock', {id: 3}) → '/x/3/lock'. */
export const fillPath = (path: string, params: Record<string, string | number>): string =>
  path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));

/** Path plus query string; empty, null and undefined values are left out. */
export const buildUrl = (path: string, query?: TQuery): string => {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
};

/** Authorization (the raw token) and Language on every call; Content-Type when a body is sent. */
export const buildHeaders = (accept: string, hasBody = false): Headers => {
  const headers = new Headers({ Accept: accept, Language: getRequestLanguage() });
  const token = getToken();
  if (token) headers.set('Authorization', token);
  if (hasBody) headers.set('Content-Type', 'application/json');
  return headers;
};

/** Reads a failure body as an ApiError: the envelope when there is one, else a status-derived code. */
export const errorFromResponse = (res: Response, json: unknown): ApiError => {
  const failed = ZEnvelopeError.safeParse(json);
  if (failed.success)
    return new ApiError(failed.data.errorCode, failed.data.message, res.status, failed.data.value);
  if (res.status === 403) return new ApiError('FORBIDDEN', `forbidden (${res.status})`, res.status);
  if (res.status === 401) return new ApiError('NOT_LOGGED_IN', `not logged in (${res.status})`, res.status);
  if (res.status === 404) return new ApiError('NOT_FOUND', `not found (${res.status})`, res.status);
  return new ApiError(
    res.ok ? 'SYSTEM_ERROR' : 'NETWORK_ERROR',
    `unreadable response (${res.status})`,
    res.status,
  );
};

/** fetch that turns a transport failure into NETWORK_ERROR (aborts pass through). */
export const safeFetch = async (url: string, init: RequestInit): Promise<Response> => {
  try {
    return await fetch(url, init);
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError('NETWORK_ERROR', e instanceof Error ? e.message : 'network error', 0);
  }
};

/**
 * The one way the console talks to the admin API: adds Authorization and Language, reads the
 * envelope, returns the parsed `value` or throws ApiError(errorCode, message, status, value).
 */
export const apiRequest = async <T extends z.ZodType>(
  path: string,
  opts: TRequestOptions<T>,
): Promise<z.infer<T>> => {
  const hasBody = opts.body !== undefined;
  const res = await safeFetch(buildUrl(path, opts.query), {
    method: opts.method ?? 'GET',
    headers: buildHeaders('application/json', hasBody),
    body: hasBody ? JSON.stringify(opts.body) : undefined,
    signal: opts.signal,
  });
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    throw errorFromResponse(res, undefined);
  }
  if (!res.ok || ZEnvelopeError.safeParse(json).success) throw errorFromResponse(res, json);
  const ok = envelopeOf(opts.schema).safeParse(json);
  if (!ok.success) throw new ApiError('SYSTEM_ERROR', `unexpected response for ${path}`, res.status);
  return (ok.data as { value: unknown }).value as z.infer<T>;
};
