import { z } from 'zod';
import { FEEDBACK_QUESTION_TYPES } from './constants.ts';
import { ZRequestId } from './wallet.ts';

/**
 * Red envelopes and feedback replies (issue 17). Their paths live here rather than in paths.ts so
 * the whole feature reads in one file.
 */

const ZMinor = z.string().regex(/^\d{1,15}$/);

/** The rain now on; `opened` is the member's own envelope (null for visitors and not yet opened). */
export const ZEnvelopeRain = z.object({
  id: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  remainingCount: z.number().int(),
  serverSeedHash: z.string(),
  currency: z.string(),
  opened: z.object({ amountMinor: ZMinor }).nullable(),
});
export type TEnvelopeRain = z.infer<typeof ZEnvelopeRain>;
export const ZEnvelopeCurrent = z.object({ rain: ZEnvelopeRain.nullable() });
export type TEnvelopeCurrent = z.infer<typeof ZEnvelopeCurrent>;

export const ZEnvelopeParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** What an open paid, with what replays its draw: HMAC-SHA256(seed, `rain:member:nonce`). */
export const ZEnvelopeOpened = z.object({
  rainId: z.number().int(),
  amountMinor: ZMinor,
  currency: z.string(),
  nonce: z.number().int(),
  serverSeedHash: z.string(),
});
export type TEnvelopeOpened = z.infer<typeof ZEnvelopeOpened>;

/** A rain as the operator schedules it: amounts in minor units, the pool within count × min..max. */
export const ZAdminEnvelopeRainInput = z
  .object({
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    poolMinor: z.coerce.number().int().positive().max(1e13),
    count: z.coerce.number().int().min(1).max(100_000),
    minMinor: z.coerce.number().int().positive().max(1e13),
    maxMinor: z.coerce.number().int().positive().max(1e13),
    requestId: ZRequestId,
  })
  .refine((r) => Date.parse(r.endsAt) > Date.parse(r.startsAt), {
    path: ['endsAt'],
    message: 'The end must come after the start.',
  })
  .refine((r) => r.maxMinor >= r.minMinor, { path: ['maxMinor'], message: 'Max is below min.' })
  .refine((r) => r.poolMinor >= r.minMinor * r.count && r.poolMinor <= r.maxMinor * r.count, {
    path: ['poolMinor'],
    message: 'The pool must lie between count × min and count × max.',
  });
export type TAdminEnvelopeRainInput = z.input<typeof ZAdminEnvelopeRainInput>;

export const ZAdminEnvelopeRain = z.object({
  id: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  poolMinor: ZMinor,
  count: z.number().int(),
  minMinor: ZMinor,
  maxMinor: ZMinor,
  remainingMinor: ZMinor,
  remainingCount: z.number().int(),
  serverSeedHash: z.string(),
  /** Revealed once the rain has ended, so its draws can be replayed. */
  serverSeed: z.string().nullable(),
  createdBy: z.string(),
});
export type TAdminEnvelopeRain = z.infer<typeof ZAdminEnvelopeRain>;
export const ZAdminEnvelopeRainList = z.object({ currency: z.string(), items: z.array(ZAdminEnvelopeRain) });
export type TAdminEnvelopeRainList = z.infer<typeof ZAdminEnvelopeRainList>;

/** The operator's filters over the brand's feedback. */
export const ZAdminFeedbackQuery = z.object({
  brand: z.string().min(1).max(32),
  questionType: z.enum(FEEDBACK_QUESTION_TYPES).optional(),
  replied: z.enum(['yes', 'no']).optional(),
  account: z.string().trim().min(1).max(32).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZAdminFeedback = z.object({
  id: z.number().int(),
  account: z.string().nullable(),
  questionType: z.enum(FEEDBACK_QUESTION_TYPES),
  content: z.string(),
  language: z.string(),
  createdAt: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type TAdminFeedback = z.infer<typeof ZAdminFeedback>;
export const ZAdminFeedbackPage = z.object({
  items: z.array(ZAdminFeedback),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type TAdminFeedbackPage = z.infer<typeof ZAdminFeedbackPage>;

/** The operator's reply: plain text (never HTML), trimmed. */
export const ZAdminFeedbackReply = z.object({ body: z.string().trim().min(1).max(2000) });
export type TAdminFeedbackReply = z.input<typeof ZAdminFeedbackReply>;

/** The member's own feedback, with the reply once there is one. */
export const ZMyFeedback = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      questionType: z.enum(FEEDBACK_QUESTION_TYPES),
      content: z.string(),
      createdAt: z.string(),
      reply: z.string().nullable(),
      repliedAt: z.string().nullable(),
    }),
  ),
});
export type TMyFeedback = z.infer<typeof ZMyFeedback>;
