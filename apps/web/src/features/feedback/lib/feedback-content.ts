import { LIMITS } from '@openlobby/contracts';

/** What is wrong with a feedback's content before it is sent, as the server's rule says it. */
export type TContentProblem = 'empty' | 'length';

/** The content's length as the server counts it: trimmed, in the string's own units (zod's max). */
export const contentLength = (content: string): number => content.trim().length;

/**
 * Checks the content as PUT feedback will (spec §5): empty after trimming is "must not be empty",
 * outside feedbackContentMin–Max is "length between {min} and {max}"; null when it may be sent.
 */
export const contentProblemOf = (content: string): TContentProblem | null => {
  const n = contentLength(content);
  if (n === 0) return 'empty';
  if (n < LIMITS.feedbackContentMin || n > LIMITS.feedbackContentMax) return 'length';
  return null;
};
