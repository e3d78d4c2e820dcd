import { vi } from 'vitest';

/** One call the site made: method, path with query, the parsed JSON body or the form, and the headers. */
export type TApiCall<TBody = Record<string, unknown>> = {
  method: string;
  url: string;
  body: TBody | undefined;
  /** A multipart body (uploads), as the site built it. */
  form: FormData | undefined;
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
 * `answer` (a promise stands for a slow server). render.tsx lifts the stub after each test.
 */
export const stubApi = <TBody = Record<string, unknown>>(
  answer: (call: TApiCall<TBody>) => TApiAnswer | Promise<TApiAnswer>,
): TApiCall<TBody>[] => {
  const calls: TApiCall<TBody>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const form = init.body instanceof FormData ? init.body : undefined;
      const call: TApiCall<TBody> = {
        method: init.method ?? 'GET',
        url,
        body: init.body && !form ? (JSON.parse(String(init.body)) as TBody) : undefined,
        form,
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
