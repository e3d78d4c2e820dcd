import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/** JSON bytes of a successful answer, ready to send. */
export type TAnswerBytes = string;

/**
 * Answers that are the same for every anonymous caller (the lobby's vendor lanes, game lists, hot
 * games) kept as the bytes sent, on a scope object that lives exactly as long as the data they were
 * built from (a brand's cached catalogue). Building, checking and serialising such an answer was
 * most of a lobby call's CPU; a kept one costs a map lookup. Each answer is parsed with the route's
 * response schema before it is kept, so the bytes are the ones the route's serializer would send.
 */
export function createAnswerCache({ perScope = 256 }: { perScope?: number } = {}) {
  const scopes = new WeakMap<object, Map<string, Promise<TAnswerBytes>>>();
  /** The same answers once built, for a lookup that needs no promise. */
  const built = new WeakMap<object, Map<string, TAnswerBytes>>();

  return {
    /**
     * The kept answer for `key` in `scope`, or the one `build` makes (kept while the scope has room:
     * name searches make unbounded keys). A failed build is not kept.
     */
    get(scope: object, key: string, schema: z.ZodType, build: () => Promise<unknown>): Promise<TAnswerBytes> {
      let answers = scopes.get(scope);
      if (!answers) scopes.set(scope, (answers = new Map()));
      const hit = answers.get(key);
      if (hit) return hit;
      const bytes = build().then((value) => JSON.stringify(schema.parse(value)));
      if (answers.size < perScope) {
        answers.set(key, bytes);
        bytes.then(
          (b) => {
            let done = built.get(scope);
            if (!done) built.set(scope, (done = new Map()));
            done.set(key, b);
          },
          () => answers.delete(key),
        );
      }
      return bytes;
    },
    /** The built answer for `key` in `scope` without waiting, or undefined. */
    peek(scope: object, key: string): TAnswerBytes | undefined {
      return built.get(scope)?.get(key);
    },
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;

/** Sends kept answer bytes as the JSON they are (no second serialisation). */
export const sendAnswer = (reply: FastifyReply, bytes: TAnswerBytes) =>
  reply.type('application/json; charset=utf-8').send(bytes);
