import { z } from 'zod';
import { ZAnnouncementType, ZCsType, ZExecution, ZPromotionCategory } from './content.ts';
import { ZDeviceLinkType } from './system.ts';
import { ZOperatorRole } from './admin.ts';

/**
 * The back office's brand set-up, content and operator calls. Small per-brand lists (customer
 * service, device links, domains, resources) are replaced whole by one PUT: one transaction, one
 * audit row whose before and after are the whole list.
 */

/** Text in several languages keyed by language code; English (EN) is required as the fallback. */
export const ZLocalizedText = z
  .record(z.string().regex(/^[A-Z]{2}(-[A-Z]{2})?$/), z.string().max(20_000))
  .refine((m) => (m.EN ?? '').trim().length > 0, { message: 'English (EN) text is required' });
export type TLocalizedText = z.infer<typeof ZLocalizedText>;

const ZHttpUrl = z.url({ protocol: /^https?$/ }).max(2048);
/** A link the site opens: http(s), or a messenger's own scheme (line://, tg://…). */
const ZLinkUrl = z
  .string()
  .trim()
  .max(2048)
  .regex(/^(https?|line|tg|fb-messenger|mqq|whatsapp):\/\/\S+$/, 'Must be an http(s) or messenger link');

export const ZCsEntryInput = z.object({
  csPosition: z.number().int().min(-1).max(99),
  csType: ZCsType,
  title: ZLocalizedText,
  url: ZLinkUrl,
  enabled: z.boolean(),
});
export type TCsEntryInput = z.infer<typeof ZCsEntryInput>;

export const ZDeviceLinkInput = z.object({ type: ZDeviceLinkType, url: ZLinkUrl });

const ZHostname = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/,
    'Not a host name',
  );
export const ZDomainInput = z.object({ domain: ZHostname, isPrimary: z.boolean() });
/** The brand's host names: at least one, no repeats, exactly one primary. */
export const ZDomainList = z
  .array(ZDomainInput)
  .min(1)
  .max(50)
  .refine((l) => new Set(l.map((d) => d.domain)).size === l.length, { message: 'Domains must not repeat' })
  .refine((l) => l.filter((d) => d.isPrimary).length === 1, { message: 'Exactly one domain is primary' });

export const ZResourceInput = z.object({
  resourceType: z.string().trim().min(1).max(32),
  url: ZHttpUrl,
  qrCodeUrl: ZHttpUrl.nullable(),
  labelNameEn: z.string().trim().min(1).max(64),
});

/** SMS, e-mail and OpenID Connect settings of a brand. Secrets are write-only: answers say only whether one is set. */
export const ZSmsSettings = z.object({
  /** `platform` uses the server's configured provider; `http` the brand's own gateway. */
  mode: z.enum(['platform', 'http']),
  url: ZHttpUrl.nullable(),
  /** Text prepended to every SMS, e.g. the brand's name in brackets. */
  signature: z.string().max(32),
});
export const ZMailSettings = z.object({
  fromName: z.string().trim().max(64).nullable(),
  fromAddress: z.email().max(254).nullable(),
});
export const OIDC_PROVIDERS = ['google', 'facebook', 'line'] as const;
export const ZOidcProviderView = z.object({
  provider: z.enum(OIDC_PROVIDERS),
  issuer: z.string(),
  clientId: z.string(),
  clientSecretSet: z.boolean(),
  enabled: z.boolean(),
});
export const ZOidcProviderInput = z.object({
  provider: z.enum(OIDC_PROVIDERS),
  issuer: ZHttpUrl,
  clientId: z.string().trim().min(1).max(256),
  /** Omitted or null keeps the stored secret; required when the provider is new. */
  clientSecret: z.string().min(1).max(512).nullable().optional(),
  enabled: z.boolean(),
});
export const ZProviderSettingsView = z.object({
  sms: ZSmsSettings.extend({ tokenSet: z.boolean() }),
  mail: ZMailSettings,
  oidc: z.array(ZOidcProviderView),
});
export type TProviderSettingsView = z.infer<typeof ZProviderSettingsView>;
export const ZProviderSettingsInput = z
  .object({
    sms: ZSmsSettings.extend({
      /** Omitted or null keeps the stored token. */
      token: z.string().min(8).max(512).nullable().optional(),
    }),
    mail: ZMailSettings,
    oidc: z
      .array(ZOidcProviderInput)
      .max(3)
      .refine((l) => new Set(l.map((p) => p.provider)).size === l.length, {
        message: 'One entry per provider',
      }),
  })
  .refine((s) => s.sms.mode !== 'http' || s.sms.url, {
    message: 'An HTTP gateway needs its URL',
    path: ['sms', 'url'],
  });
export type TProviderSettingsInput = z.infer<typeof ZProviderSettingsInput>;

/** GET the brand's set-up lists in one answer. */
export const ZBrandSetup = z.object({
  customerService: z.array(ZCsEntryInput.extend({ id: z.number().int() })),
  deviceLinks: z.array(ZDeviceLinkInput),
  domains: z.array(ZDomainInput.extend({ speedMs: z.number().int() })),
  resources: z.array(ZResourceInput),
  providers: ZProviderSettingsView,
});
export type TBrandSetup = z.infer<typeof ZBrandSetup>;

/** Announcements, banners (type B) and popups (PU) as operators edit them, with their schedule. */
export const ZAdminAnnouncementInput = z
  .object({
    type: ZAnnouncementType,
    execution: ZExecution,
    category: ZPromotionCategory.nullable(),
    title: ZLocalizedText,
    /** Rich text; the server sanitises it on save, and every client again on display. */
    content: ZLocalizedText,
    imageUrl: ZHttpUrl.nullable(),
    linkUrl: ZHttpUrl.nullable(),
    sort: z.number().int().min(0).max(9999),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }).nullable(),
    enabled: z.boolean(),
  })
  .refine((a) => (a.type === 'PR') === (a.category !== null), {
    message: 'Promotions (PR) need a category; other types have none',
    path: ['category'],
  })
  .refine((a) => !a.endsAt || Date.parse(a.endsAt) > Date.parse(a.startsAt), {
    message: 'The end must come after the start',
    path: ['endsAt'],
  });
export type TAdminAnnouncementInput = z.infer<typeof ZAdminAnnouncementInput>;
export const ANNOUNCEMENT_STATES = ['scheduled', 'live', 'ended', 'disabled'] as const;
export const ZAdminAnnouncement = z.object({
  id: z.number().int(),
  type: ZAnnouncementType,
  execution: ZExecution,
  category: ZPromotionCategory.nullable(),
  title: z.record(z.string(), z.string()),
  content: z.record(z.string(), z.string()),
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  sort: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  enabled: z.boolean(),
  /** Derived from enabled and the schedule at the time of the answer. */
  state: z.enum(ANNOUNCEMENT_STATES),
});
export type TAdminAnnouncement = z.infer<typeof ZAdminAnnouncement>;

export const ZHelpTopicInput = z.object({
  tag: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'Lower-case letters, digits and dashes'),
  title: ZLocalizedText,
  content: ZLocalizedText,
  sort: z.number().int().min(0).max(9999),
});
export type THelpTopicInput = z.infer<typeof ZHelpTopicInput>;
export const ZAdminHelpTopic = z.object({
  id: z.number().int(),
  tag: z.string(),
  title: z.record(z.string(), z.string()),
  content: z.record(z.string(), z.string()),
  sort: z.number().int(),
});
export type TAdminHelpTopic = z.infer<typeof ZAdminHelpTopic>;

export const ZBrandItemParams = z.object({
  code: z.string().min(1).max(32),
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** Operators as the owner manages them. */
export const ZOperatorRow = z.object({
  id: z.number().int(),
  username: z.string(),
  role: ZOperatorRole,
  status: z.enum(['A', 'D']),
  hasTotp: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TOperatorRow = z.infer<typeof ZOperatorRow>;
const ZOperatorPassword = z
  .string()
  .min(10)
  .max(128)
  .regex(/[A-Za-z]/, 'Needs a letter')
  .regex(/\d/, 'Needs a digit');
export const ZOperatorCreate = z.object({
  username: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{2,31}$/, '3–32 lower-case letters, digits or _'),
  role: ZOperatorRole,
  password: ZOperatorPassword,
});
export const ZOperatorUpdate = z
  .object({
    role: ZOperatorRole,
    status: z.enum(['A', 'D']),
    /** Sets a new password; the operator's sessions end. */
    password: ZOperatorPassword,
    /** Clears the authenticator: the next login enrols a new one. */
    resetTotp: z.literal(true),
  })
  .partial()
  .strict()
  .refine((u) => Object.keys(u).length > 0, { message: 'Nothing to change' });

/** An operator's own authenticator: set-up gives a secret, enabling proves it with a code. */
export const ZTotpEnrolment = z.object({ secret: z.string(), otpauthUrl: z.string() });
export const ZTotpCode = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
export const ZOperatorPasswordChange = z.object({
  currentPassword: z.string().min(1).max(128),
  newPassword: ZOperatorPassword,
});
