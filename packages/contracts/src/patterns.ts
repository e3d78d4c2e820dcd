/**
 * The pattern rules of spec §5, one table for the server's validation and the site's forms. A
 * brand's per-field registration configuration names a rule by its key; the site shows the i18n
 * message `patterns.<key>` when a value does not match.
 * Frozen rather than `as const`: the table stays read-only, and mutation testing (which skips
 * everything inside `as const`) mutates every rule.
 */
export const PATTERNS = Object.freeze({
  /** Digits only. */
  digits: /^\d+$/,
  /** Letters and digits, the first character a letter. */
  letterFirstAlnum: /^[A-Za-z][A-Za-z0-9]*$/,
  /** Letters only. */
  letters: /^[A-Za-z]+$/,
  /** Letters or digits. */
  lettersOrDigits: /^[A-Za-z0-9]+$/,
  /** Kanji (Han characters) and digits. */
  kanjiDigits: /^[\p{Script=Han}0-9]+$/u,
  /** A valid e-mail address. */
  email: /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/,
  /** A date as yyyy-MM-dd. */
  dateYmd: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  /** A date as MM-dd-yyyy. */
  dateMdy: /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])-\d{4}$/,
  /** Korean only. */
  korean: /^[\p{Script=Hangul}\s]+$/u,
  /** Thai only. */
  thai: /^[\p{Script=Thai}]+$/u,
  /** Thai or English letters, with spaces. */
  thaiOrEnglish: /^[\p{Script=Thai}A-Za-z ]+$/u,
  /** Japanese kana or kanji, or full-width characters. */
  japanese: /^[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\u3000-\u303F\uFF01-\uFF9F]+$/u,
  /** English letters and spaces. */
  englishSpaces: /^[A-Za-z ]+$/,
  /** Chinese characters and Chinese punctuation. */
  chinese: /^[\p{Script=Han}\u3000-\u303F\uFF01-\uFF5E·]+$/u,
  /** No spaces anywhere. */
  noSpaces: /^\S+$/,
  /** At least one uppercase letter. */
  hasUppercase: /[A-Z]/,
  /** Uppercase letters only. */
  uppercase: /^[A-Z]+$/,
  /** Uppercase letters and spaces. */
  uppercaseSpaces: /^[A-Z ]+$/,
  /** Letters, digits and ASCII symbols. */
  lettersDigitsSymbols: /^[A-Za-z0-9!-/:-@[-`{-~]+$/,
  /** A strong password: an uppercase and a lowercase letter, a digit and a symbol. */
  strongPassword: /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[!-/:-@[-`{-~]).+$/,
  /** A full name: two or more parts separated by single spaces. */
  fullName: /^[^\s]+( [^\s]+)+$/u,
  /** A real name: letters of any script, spaces and the middle dot. */
  realName: /^[\p{L}\p{M}][\p{L}\p{M} ·.'-]*$/u,
  /** A mobile number: optional +, 6 to 15 digits. */
  mobile: /^\+?\d{6,15}$/,
  /** A username: a letter first, then letters or digits (length is the brand's). */
  username: /^[A-Za-z][A-Za-z0-9]*$/,
});

export type TPatternName = keyof typeof PATTERNS;
export const PATTERN_NAMES = Object.keys(PATTERNS) as TPatternName[];

/** True when `value` satisfies the named rule; an unknown name never matches, so typos fail loudly. */
export function matchesPattern(name: string, value: string): boolean {
  const rule = (PATTERNS as Record<string, RegExp>)[name];
  return rule !== undefined && rule.test(value);
}
