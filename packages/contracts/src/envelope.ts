import { z } from 'zod';

/**
 * Every response body is one of these two shapes (DESIGN.md, API conventions).
 * The HTTP status tells the truth as well; clients read `success` first.
 */
export const ZEnvelopeError = z.object({
  success: z.literal(false),
  errorCode: z.string(),
  message: z.string(),
  requestId: z.string().optional(),
  value: z.unknown().optional(),
});
export type TEnvelopeError = z.infer<typeof ZEnvelopeError>;

/** Wraps a value schema in the success envelope, for route response schemas and client parsing. */
export const envelopeOf = <T extends z.ZodType>(value: T) => z.object({ success: z.literal(true), value });

export type TEnvelopeOk<T> = { success: true; value: T };
export type TEnvelope<T> = TEnvelopeOk<T> | TEnvelopeError;
