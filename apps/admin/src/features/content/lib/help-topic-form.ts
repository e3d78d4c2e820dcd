import { ZHelpTopicInput, type TAdminHelpTopic, type THelpTopicInput } from '@openlobby/contracts';
import type { TFormCheck } from './announcement-form.ts';
import { languagesWithIssues, toLocalizedText } from './localized.ts';

export type THelpTopicDraft = {
  tag: string;
  sort: number;
  title: Record<string, string>;
  content: Record<string, string>;
};
export type THelpTopicField = keyof THelpTopicDraft;

export const emptyHelpTopicDraft = (): THelpTopicDraft => ({ tag: '', sort: 0, title: {}, content: {} });

export const draftOfHelpTopic = (h: TAdminHelpTopic): THelpTopicDraft => ({
  tag: h.tag,
  sort: h.sort,
  title: { ...h.title },
  content: { ...h.content },
});

/** The body a draft would send: tag lower-cased and trimmed, blank languages left out. */
export const helpTopicInputOf = (d: THelpTopicDraft) => ({
  tag: d.tag.trim().toLowerCase(),
  sort: d.sort,
  title: toLocalizedText(d.title),
  content: toLocalizedText(d.content, 'html'),
});

/** The draft checked with ZHelpTopicInput: the body, or `content.errors.<field>` keys per field. */
export const checkHelpTopicDraft = (d: THelpTopicDraft): TFormCheck<THelpTopicInput, THelpTopicField> => {
  const parsed = ZHelpTopicInput.safeParse(helpTopicInputOf(d));
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: Partial<Record<THelpTopicField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as THelpTopicField;
    errors[field] ??= `content.errors.${field}`;
  }
  return { ok: false, errors, languages: languagesWithIssues(parsed.error.issues) };
};
