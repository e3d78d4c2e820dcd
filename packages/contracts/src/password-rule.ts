import { z } from 'zod';
import { matchesPattern } from './patterns.ts';

/**
 * The server's bounds on every brand's password rule (OWASP ASVS 2.1): a brand may ask for more
 * than 8 characters but never fewer, must let passwords be at least 64 characters long, and none
 * is longer than 128.
 */
export const PASSWORD_BOUNDS = { minFloor: 8, maxFloor: 64, maxCeiling: 128 } as const;

/**
 * Which characters a brand's passwords may use: letters or digits (the spec's rule, and the
 * default), or any printable character: letters of any script, digits, symbols, spaces, emoji.
 */
export const ZPasswordCharset = z.enum(['lettersOrDigits', 'printable']);
export type TPasswordCharset = z.infer<typeof ZPasswordCharset>;

/** A brand's password rule as it is enforced and shown. */
export type TPasswordRule = { min: number; max: number; charset: TPasswordCharset };

/**
 * The rule a brand's settings come to: its minimum and maximum held within PASSWORD_BOUNDS (so a
 * brand saved before the bounds, or edited by hand, still gets a sound rule), letters or digits
 * unless the brand chose printable characters.
 */
export function passwordRuleOf(rules: {
  passwordMin: number;
  passwordMax: number;
  passwordCharset?: TPasswordCharset | null;
}): TPasswordRule {
  const { minFloor, maxFloor, maxCeiling } = PASSWORD_BOUNDS;
  return {
    min: Math.min(Math.max(rules.passwordMin, minFloor), maxFloor),
    max: Math.min(Math.max(rules.passwordMax, maxFloor), maxCeiling),
    charset: rules.passwordCharset ?? 'lettersOrDigits',
  };
}

/** A password's length as a person counts it: code points, so an emoji or a Thai letter is one. */
export const passwordLength = (password: string) => [...password].length;

/** Printable: anything but control characters, lone surrogates and unassigned code points. */
const PRINTABLE = /^[^\p{Cc}\p{Cs}\p{Cn}]+$/u;

/** Whether a new password keeps the rule's length and characters (common passwords aside). */
export function fitsPasswordRule(rule: TPasswordRule, password: string): boolean {
  const length = passwordLength(password);
  if (length < rule.min || length > rule.max) return false;
  return rule.charset === 'printable'
    ? PRINTABLE.test(password)
    : matchesPattern('lettersOrDigits', password);
}

/** The i18n key of the rule's message (`validation.…`, with {{min}} and {{max}}). */
export const passwordRuleMessage = (rule: TPasswordRule) =>
  rule.charset === 'printable' ? 'validation.passwordLengthAny' : 'validation.passwordLength';

/** A brand's password settings as the back office saves them: within PASSWORD_BOUNDS. */
export const ZPasswordSettings = z.object({
  passwordMin: z.number().int().min(PASSWORD_BOUNDS.minFloor).max(PASSWORD_BOUNDS.maxFloor),
  passwordMax: z.number().int().min(PASSWORD_BOUNDS.maxFloor).max(PASSWORD_BOUNDS.maxCeiling),
  passwordCharset: ZPasswordCharset.optional(),
});
