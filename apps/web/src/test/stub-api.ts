import { fromB64 } from '@openlobby/contracts';
import { vi } from 'vitest';
import { setEncryptionKey } from '../lib/request-context.ts';

const b64 = (buf: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(buf)));

/** The stub server's brand key: the site seals E calls with it, the stub opens them as the server would. */
const brandKey = await (async () => {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const publicKey = b64(await crypto.subtle.exportKey('spki', pair.publicKey));
  return { key: { kid: 'test-kid', publicKey }, privateKey: pair.privateKey };
})();

type TSealed = { kid: string; key: string; iv: string; data: string };
const isSealed = (body: unknown): body is TSealed =>
  typeof body === 'object' && body !== null && 'kid' in body && 'data' in body && 'iv' in body;

/** Opens a sealed body for `call` (`METHOD /path`), as the server does; throws when it does not open. */
const openSealed = async (sealed: TSealed, call: string): Promise<unknown> => {
  const raw = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, brandKey.privateKey, fromB64(sealed.key));
  const aes = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromB64(sealed.iv), additionalData: new TextEncoder().encode(call) },
    aes,
    fromB64(sealed.data),
  );
  return (JSON.parse(new TextDecoder().decode(plain)) as { body: unknown }).body;
};

/** One call the site made: method, path with query, the parsed JSON body or the form, and the headers. */
export type TApiCall<TBody = Record<string, unknown>> = {
  method: string;
  url: string;
  body: TBody | undefined;
  /** A multipart body (uploads), as the site built it. */
  form: FormData | undefined;
  /** Whether the body came sealed (an E call); `body` is then what it opened to. */
  sealed: boolean;
  headers: Headers;
};

/** What the stub server answers: an HTTP status and the envelope, or 'throw' for a lost connection. */
export type TApiAnswer = { status: number; json: unknown } | 'throw';

/** The success envelope around a value. */
export const ok = (value: unknown): TApiAnswer => ({ status: 200, json: { success: true, value } });

/** The failure envelope with an error code (the message repeats the code). */
export const fail = (errorCode: string, status: number, value?: unknown): TApiAnswer => ({
  status,
  json: { success: false, errorCode, message: errorCode, value },
});

/**
 * Replaces fetch with a stub server: every call is recorded in the returned list and answered by
 * `answer` (a promise stands for a slow server). render.tsx lifts the stub after each test. The
 * site knows the stub's brand key, so E calls go out sealed and are recorded opened.
 */
export const stubApi = <TBody = Record<string, unknown>>(
  answer: (call: TApiCall<TBody>) => TApiAnswer | Promise<TApiAnswer>,
): TApiCall<TBody>[] => {
  const calls: TApiCall<TBody>[] = [];
  setEncryptionKey(brandKey.key);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const form = init.body instanceof FormData ? init.body : undefined;
      const method = init.method ?? 'GET';
      const json: unknown = init.body && !form ? JSON.parse(String(init.body)) : undefined;
      const sealed = isSealed(json);
      const call: TApiCall<TBody> = {
        method,
        url,
        body: (sealed ? await openSealed(json, `${method} ${url.split('?')[0]}`) : json) as TBody | undefined,
        form,
        sealed,
        headers: new Headers(init.headers),
      };
      calls.push(call);
      const reply = await answer(call);
      if (reply === 'throw') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(reply.json), {
        status: reply.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
};

/** The path of a recorded call without its query string. */
export const pathOf = (call: TApiCall<unknown>): string => call.url.split('?')[0] ?? call.url;
