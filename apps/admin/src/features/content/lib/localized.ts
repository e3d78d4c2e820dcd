import { normalizeEditorHtml } from '../../../components/ui/rich-text-html.ts';

/** Stored text is keyed by language code (ZLocalizedText), regional ones (PT-BR) included. */
const STORABLE = /^[A-Z]{2}(-[A-Z]{2})?$/;

/**
 * The language tabs of a content editor: English first (it is required), then the brand's
 * languages, then any language the record already has (so nothing saved is hidden or lost).
 */
export const editorLanguages = (
  brandLanguages: readonly string[],
  ...records: readonly Record<string, string>[]
): string[] => {
  const out = ['EN'];
  for (const code of [...brandLanguages, ...records.flatMap((r) => Object.keys(r))])
    if (STORABLE.test(code) && !out.includes(code)) out.push(code);
  return out;
};

/** The per-language values as sent: trimmed (rich text normalised), blank languages left out. */
export const toLocalizedText = (
  values: Readonly<Record<string, string>>,
  kind: 'text' | 'html' = 'text',
): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [code, raw] of Object.entries(values)) {
    const v = kind === 'html' ? normalizeEditorHtml(raw) : raw.trim();
    if (v) out[code] = v;
  }
  return out;
};

/** The text a list shows for a record: English, else the first language that has any. */
export const localizedLabel = (values: Readonly<Record<string, string>>): string =>
  values.EN?.trim() ||
  Object.values(values)
    .find((v) => v.trim())
    ?.trim() ||
  '—';

/** The languages a zod issue list blames, e.g. path ['title', 'CN'] → CN; a refine on EN → EN. */
export const languagesWithIssues = (issues: readonly { path: readonly PropertyKey[] }[]): string[] => {
  const out = new Set<string>();
  for (const issue of issues) {
    const [field, lang] = issue.path;
    if (field !== 'title' && field !== 'content') continue;
    out.add(typeof lang === 'string' ? lang : 'EN');
  }
  return [...out];
};
