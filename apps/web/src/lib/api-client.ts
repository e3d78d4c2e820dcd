import {
  encryptBody,
  encryptedCallOf,
  isEncryptedCall as isContractEncryptedCall,
} from '@openlobby/contracts';
import type { z } from 'zod';
import { ApiError } from './api-error.ts';
import { deviceHeader } from './device.ts';
import { withPending } from './pending-store.ts';
import { getRequestContext } from './request-context.ts';

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type TRequestOptions = {
  method?: TMethod;
  query?: Record<string, string | number | boolean | undefined>;
  /** A value sent as JSON, or a FormData sent as multipart/form-data (uploads; never encrypted). */
  body?: unknown;
  /** Show the loading modal while the call runs (blocking actions only, never background queries). */
  loader?: boolean;
  /**
   * Encrypt the body with the brand's public key (E calls). Defaults to true for the contract's
   * ENCRYPTED_CALLS (this method on this path), whose server refuses a plain body.
   */
  encrypted?: boolean;
  /**
   * The session token to send instead of the site's: the forced password change's restricted token,
   * which may only make that one call and so is never the token every other call carries.
   */
  token?: string;
  signal?: AbortSignal;
};

/** Fills `:name` segments of a contract path, e.g. ('/x/:id/link', {id: 3}) → '/x/3/link'. */
export const fillPath = (path: string, params: Record<string, string | number>): string =>
  path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));

const buildUrl = (path: string, query?: TRequestOptions['query']): string => {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
};

const buildHeaders = (
  body: BodyInit | undefined,
  accept = 'application/json',
  callToken?: string,
): Headers => {
  const { token: siteToken, language } = getRequestContext();
  const token = callToken ?? siteToken;
  const headers = new Headers({ Accept: accept, Language: language, Device: deviceHeader() });
  if (token) headers.set('Authorization', token);
  // A FormData body gets its multipart type (with the boundary) from fetch itself.
  if (typeof body === 'string') headers.set('Content-Type', 'application/json');
  return headers;
};

/**
 * Whether a call's body is encrypted: the explicit option, else whether the contract marks this
 * method on this path E (GET withdrawals stays plain where POST withdrawals is E).
 */
export const isEncryptedCall = (method: TMethod, path: string, encrypted?: boolean): boolean =>
  encrypted ?? isContractEncryptedCall(method, path);

/**
 * The wire body: JSON, encrypted for E calls (a missing key is a client error, never a plain send),
 * or a FormData as it is. An E call never goes out as a plain multipart form.
 */
const encodeBody = async (path: string, opts: TRequestOptions): Promise<string | FormData | undefined> => {
  if (opts.body === undefined) return undefined;
  const method = opts.method ?? 'GET';
  const encrypted = isEncryptedCall(method, path, opts.encrypted);
  if (opts.body instanceof FormData) {
    if (encrypted) throw new ApiError('ENCRYPTION_REQUIRED', 'a form cannot be encrypted', 0);
    return opts.body;
  }
  if (!encrypted) return JSON.stringify(opts.body);
  const key = getRequestContext().encryptionKey;
  if (!key) throw new ApiError('ENCRYPTION_REQUIRED', 'no encryption key', 0);
  // Bound to this call (method and path), stamped with the time and a fresh nonce: the server
  // opens it for this call only, once, within minutes.
  return JSON.stringify(await encryptBody(key, encryptedCallOf(method, path), opts.body));
};

type TEnvelope = { success: boolean; errorCode?: unknown; message?: unknown; value?: unknown };

const isEnvelope = (json: unknown): json is TEnvelope =>
  typeof json === 'object' && json !== null && typeof (json as TEnvelope).success === 'boolean';

/** Throws the ApiError of a failure envelope; anything else passes. */
const throwIfFailed = (json: unknown, status: number): void => {
  if (!isEnvelope(json) || json.success) return;
  const { errorCode, message, value } = json;
  throw new ApiError(
    typeof errorCode === 'string' ? errorCode : 'SYSTEM_ERROR',
    typeof message === 'string' ? message : '',
    status,
    value,
  );
};

const send = async <T>(path: string, opts: TRequestOptions): Promise<T> => {
  const body = await encodeBody(path, opts);
  let res: Response;
  try {
    res = await fetch(buildUrl(path, opts.query), {
      method: opts.method ?? 'GET',
      headers: buildHeaders(body, undefined, opts.token),
      body,
      signal: opts.signal,
    });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError('NETWORK_ERROR', e instanceof Error ? e.message : 'network error', 0);
  }
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    throw new ApiError(
      res.ok ? 'SYSTEM_ERROR' : 'NETWORK_ERROR',
      `unreadable response (${res.status})`,
      res.status,
    );
  }
  throwIfFailed(json, res.status);
  if (!isEnvelope(json)) throw new ApiError('SYSTEM_ERROR', `unexpected response for ${path}`, res.status);
  return json.value as T;
};

/**
 * The one way the site talks to the API: adds Language, Device and Authorization headers,
 * encrypts the body of E calls, reads the envelope, returns its `value` or throws
 * ApiError(errorCode, message, status).
 *
 * `S` is the contract's schema of the value, named for its type only: the site does not parse
 * answers with zod. The server already encodes every answer through that same schema (a value
 * that does not fit is its 500, never the site's surprise), and zod would be a fifth of the
 * first screen's JavaScript.
 */
export const apiRequest = <S extends z.ZodType = z.ZodUnknown>(
  path: string,
  opts: TRequestOptions = {},
): Promise<z.infer<S>> =>
  opts.loader ? withPending(() => send<z.infer<S>>(path, opts)) : send<z.infer<S>>(path, opts);

/**
 * GET a file that needs the session (a proof image): the same headers as apiRequest, the bytes as a
 * Blob for an object URL. A failure answers the envelope and throws ApiError like apiRequest.
 */
export const apiBlob = async (path: string, signal?: AbortSignal): Promise<Blob> => {
  let res: Response;
  try {
    res = await fetch(path, { headers: buildHeaders(undefined, 'image/*,*/*'), signal });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError('NETWORK_ERROR', e instanceof Error ? e.message : 'network error', 0);
  }
  if (res.ok) return res.blob();
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    throw new ApiError('NETWORK_ERROR', `unreadable response (${res.status})`, res.status);
  }
  throwIfFailed(json, res.status);
  throw new ApiError('SYSTEM_ERROR', `unexpected response for ${path}`, res.status);
};
