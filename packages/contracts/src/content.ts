import { z } from 'zod';
import { FEEDBACK_QUESTION_TYPES, LIMITS, PROMOTION_CATEGORIES } from './constants.ts';

/**
 * Announcement types (spec §3): B banner, PL player notice (the scrolling marquee), PU popup,
 * PR promotion (game announcements), H help-centre notice.
 */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export const ZAnnouncementType = z.enum(ANNOUNCEMENT_TYPES);
/** Execution: B shown before login (public), A after login (needs a token). Default B. */
export const ZExecution = z.enum(['B', 'A']);

/** Query of /wps/relay/MCSFE_getListAnnouncements. `types` is comma separated, e.g. "PU,PL". */
export const ZAnnouncementQuery = z.object({
  types: z
    .string()
    .max(64)
    .transform((s) =>
      s
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    )
    .pipe(z.array(ZAnnouncementType).min(1)),
  platform: z.literal('W').default('W'),
  execution: ZExecution.default('B'),
});
export type TAnnouncementQuery = z.input<typeof ZAnnouncementQuery>;

export const ZPromotionCategory = z.enum(PROMOTION_CATEGORIES);

export const ZAnnouncement = z.object({
  id: z.number().int(),
  type: ZAnnouncementType,
  /** Promotion category for type PR; null for every other type. */
  category: ZPromotionCategory.nullable(),
  title: z.string(),
  /** HTML written by the operator; clients sanitise it before display. */
  content: z.string(),
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
});
export type TAnnouncement = z.infer<typeof ZAnnouncement>;

/** Announcements grouped by type; only the requested groups are present. */
export const ZAnnouncementGroups = z.object({
  banners: z.array(ZAnnouncement).optional(),
  player: z.array(ZAnnouncement).optional(),
  popup: z.array(ZAnnouncement).optional(),
  promotion: z.array(ZAnnouncement).optional(),
  help: z.array(ZAnnouncement).optional(),
});
export type TAnnouncementGroups = z.infer<typeof ZAnnouncementGroups>;

/** GET /wps/system/notice: the public notice bundle for the home page. */
export const ZNotice = z.object({
  player: z.array(ZAnnouncement),
  banners: z.array(ZAnnouncement),
  popup: z.array(ZAnnouncement),
  promotion: z.array(ZAnnouncement),
});
export type TNotice = z.infer<typeof ZNotice>;

/** GET /wps/system/helpCenter: help topics in the request language (English when untranslated). */
export const ZHelpTopic = z.object({
  tag: z.string(),
  title: z.string(),
  /** HTML; clients sanitise it before display. */
  content: z.string(),
  sort: z.number().int(),
});
export const ZHelpCenter = z.array(ZHelpTopic);
export type THelpTopic = z.infer<typeof ZHelpTopic>;

export const ZCsType = z.enum(['TELEGRAM', 'FACEBOOK', 'LIVECHAT', 'LINE']);
export const ZCustomerServiceEntry = z.object({
  id: z.number().int(),
  csPosition: z.number().int(),
  csType: ZCsType,
  title: z.string(),
  /** Direct link for messenger entries; null for LIVECHAT, whose link is fetched when opened. */
  url: z.string().nullable(),
});
/** GET /wps/system/customerService */
export const ZCustomerService = z.array(ZCustomerServiceEntry);
export type TCustomerServiceEntry = z.infer<typeof ZCustomerServiceEntry>;

/**
 * GET /wps/system/customerService/:id/link: the version path list of a live-chat entry. The entry of
 * type 3 holds the chat link encrypted: base64url(iv ‖ AES-256-GCM ciphertext ‖ tag) followed by an
 * 8-character key; the client derives the AES key as SHA-256 of those last 8 characters. (The spec's
 * platforms used DES here; DES is broken, so the same idea is kept with AES-GCM.)
 */
export const ZCsLinkParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const ZCustomerServiceLink = z.array(z.object({ type: z.number().int(), path: z.string() }));
export type TCustomerServiceLink = z.infer<typeof ZCustomerServiceLink>;

/** PUT /wps/feedback */
export const ZFeedbackRequest = z.object({
  questionType: z.enum(FEEDBACK_QUESTION_TYPES),
  content: z
    .string()
    .transform((s) => s.trim())
    .pipe(z.string().min(LIMITS.feedbackContentMin).max(LIMITS.feedbackContentMax)),
});
export type TFeedbackRequest = z.input<typeof ZFeedbackRequest>;
export const ZFeedbackCreated = z.object({ id: z.number().int(), createdAt: z.string() });
