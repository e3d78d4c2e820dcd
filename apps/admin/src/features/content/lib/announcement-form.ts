import {
  ANNOUNCEMENT_STATES,
  ZAdminAnnouncementInput,
  type PROMOTION_CATEGORIES,
  type TAdminAnnouncement,
  type TAdminAnnouncementInput,
} from '@openlobby/contracts';
import { toLocalInput } from '../../../lib/format.ts';
import type { TAnnouncementType } from '../api/content-keys.ts';
import { localInputToIso } from './datetime.ts';
import { languagesWithIssues, toLocalizedText } from './localized.ts';

export type TPromotionCategory = (typeof PROMOTION_CATEGORIES)[number];
export type TAnnouncementState = (typeof ANNOUNCEMENT_STATES)[number];

/** The badge colour of each derived state: live stands out, ended and disabled recede. */
export const ANNOUNCEMENT_STATE_COLORS: Record<TAnnouncementState, string> = {
  scheduled: 'blue',
  live: 'green',
  ended: 'gray',
  disabled: 'red',
};

/** The editor's working copy: text fields as typed, times as datetime-local values. */
export type TAnnouncementDraft = {
  type: TAnnouncementType;
  execution: 'B' | 'A';
  category: TPromotionCategory | null;
  title: Record<string, string>;
  content: Record<string, string>;
  imageUrl: string;
  linkUrl: string;
  sort: number;
  startsAt: string;
  endsAt: string;
  enabled: boolean;
};

export type TAnnouncementField = keyof TAnnouncementDraft;

/** A new announcement: a banner shown before login, starting now, with no end. */
export const emptyAnnouncementDraft = (now: Date = new Date()): TAnnouncementDraft => ({
  type: 'B',
  execution: 'B',
  category: null,
  title: {},
  content: {},
  imageUrl: '',
  linkUrl: '',
  sort: 0,
  startsAt: toLocalInput(now.toISOString()),
  endsAt: '',
  enabled: true,
});

export const draftOfAnnouncement = (a: TAdminAnnouncement): TAnnouncementDraft => ({
  type: a.type,
  execution: a.execution,
  category: a.category,
  title: { ...a.title },
  content: { ...a.content },
  imageUrl: a.imageUrl ?? '',
  linkUrl: a.linkUrl ?? '',
  sort: a.sort,
  startsAt: toLocalInput(a.startsAt),
  endsAt: toLocalInput(a.endsAt),
  enabled: a.enabled,
});

/** The body a draft would send, before validation (blank URLs and end are null; category only for PR). */
export const announcementInputOf = (d: TAnnouncementDraft) => ({
  type: d.type,
  execution: d.execution,
  category: d.type === 'PR' ? d.category : null,
  title: toLocalizedText(d.title),
  content: toLocalizedText(d.content, 'html'),
  imageUrl: d.imageUrl.trim() || null,
  linkUrl: d.linkUrl.trim() || null,
  sort: d.sort,
  startsAt: localInputToIso(d.startsAt) ?? '',
  endsAt: d.endsAt.trim() ? (localInputToIso(d.endsAt) ?? '') : null,
  enabled: d.enabled,
});

export type TFormCheck<TInput, TField extends string> =
  { ok: true; input: TInput } | { ok: false; errors: Partial<Record<TField, string>>; languages: string[] };

/**
 * The draft checked with the contract's own schema: the body to send, or an i18n key per field
 * (`content.errors.<field>`) and the language tabs that need attention.
 */
export const checkAnnouncementDraft = (
  d: TAnnouncementDraft,
): TFormCheck<TAdminAnnouncementInput, TAnnouncementField> => {
  const parsed = ZAdminAnnouncementInput.safeParse(announcementInputOf(d));
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: Partial<Record<TAnnouncementField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as TAnnouncementField;
    errors[field] ??= `content.errors.${field}`;
  }
  return { ok: false, errors, languages: languagesWithIssues(parsed.error.issues) };
};
