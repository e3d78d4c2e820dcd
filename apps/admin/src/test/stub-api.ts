import { vi } from 'vitest';

/** One call the console made: method, path with query, and the parsed JSON body. */
export type TApiCall<TBody = unknown> = { method: string; url: string; body: TBody | undefined };

/** What the stub server answers: an HTTP status and the envelope, or raw bytes (an image). */
export type TApiAnswer =
  { status: number; json: unknown } | { status: number; bytes: Uint8Array<ArrayBuffer>; type: string };

/** The success envelope around a value. */
export const ok = (value: unknown): TApiAnswer => ({ status: 200, json: { success: true, value } });

/** The failure envelope with an error code (the message repeats the code). */
export const fail = (errorCode: string, status: number, value?: unknown): TApiAnswer => ({
  status,
  json: { success: false, errorCode, message: errorCode, value },
});

/** Raw bytes with their content type, e.g. a proof image. */
export const bytes = (data: Uint8Array<ArrayBuffer>, type: string): TApiAnswer => ({
  status: 200,
  bytes: data,
  type,
});

/**
 * Replaces fetch with a stub server: every call is recorded in the returned list and answered by
 * `answer`, whose throw stands for a lost connection. render.tsx lifts the stub after each test.
 */
export const stubApi = <TBody = unknown>(
  answer: (call: TApiCall<TBody>) => TApiAnswer,
): TApiCall<TBody>[] => {
  const calls: TApiCall<TBody>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call: TApiCall<TBody> = {
        method: init.method ?? 'GET',
        url,
        body: init.body ? (JSON.parse(String(init.body)) as TBody) : undefined,
      };
      calls.push(call);
      const reply = answer(call);
      if ('bytes' in reply)
        return new Response(reply.bytes, { status: reply.status, headers: { 'Content-Type': reply.type } });
      return new Response(JSON.stringify(reply.json), {
        status: reply.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
};
