import { vi } from 'vitest';

/** One call the console made: method, path with query, and the parsed JSON body. */
export type TApiCall<TBody = unknown> = { method: string; url: string; body: TBody | undefined };

/** What the stub server answers: an HTTP status and the envelope. */
export type TApiAnswer = { status: number; json: unknown };

/** The success envelope around a value. */
export const ok = (value: unknown): TApiAnswer => ({ status: 200, json: { success: true, value } });

/** The failure envelope with an error code (the message repeats the code). */
export const fail = (errorCode: string, status: number, value?: unknown): TApiAnswer => ({
  status,
  json: { success: false, errorCode, message: errorCode, value },
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
      const { status, json } = answer(call);
      return new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
};
