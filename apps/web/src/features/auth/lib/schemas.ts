import {
  fitsPasswordRule,
  matchesPattern,
  passwordRuleMessage,
  passwordRuleOf,
  type TRegisterSettings,
} from '@openlobby/contracts';
import { z } from 'zod';
import { isValidMobile } from './mobile.ts';

/** Object-level checks run even when another field fails, so every message shows at once. */
export const always = (): boolean => true;

/** Form messages are i18n keys; the components translate them with the brand's parameters. */
export const usernameOrMobile = (v: string): boolean =>
  matchesPattern('username', v) || matchesPattern('mobile', v.replace(/[\s-]/g, ''));

/** Login by username (spec §5): username trimmed and valid as a username or a mobile number. */
export const buildLoginSchema = (captchaShown: boolean) =>
  z.object({
    username: z
      .string()
      .trim()
      .min(1, 'validation.usernameRequired')
      .refine(usernameOrMobile, 'validation.usernameOrMobile'),
    password: z.string().min(1, 'validation.passwordRequired'),
    captcha: captchaShown ? z.string().trim().min(1, 'validation.captchaRequired') : z.string().optional(),
  });
export type TLoginValues = z.input<ReturnType<typeof buildLoginSchema>>;

/** A mobile number with its country code, and the SMS code sent to it. */
export const smsSchema = z
  .object({
    countryCode: z.string().optional(),
    mobileNum: z.string().trim(),
    code: z.string().trim().min(1, 'validation.codeRequired'),
  })
  .refine((v) => isValidMobile(v.countryCode, String(v.mobileNum ?? '')), {
    path: ['mobileNum'],
    message: 'validation.mobile',
    when: always,
  });
export type TSmsValues = z.input<typeof smsSchema>;

/** The brand's password settings, as the register rules carry them. */
export type TPasswordSettings = Pick<TRegisterSettings, 'passwordMin' | 'passwordMax' | 'passwordCharset'>;

/**
 * The brand's password rule as the server enforces it (passwordRuleOf: within the server's bounds,
 * letters or digits unless the brand allows printable characters). Its message
 * (validation.passwordLength or passwordLengthAny) takes {{min}} and {{max}}: passwordHint.
 */
export const passwordRule = (s: TPasswordSettings) => {
  const rule = passwordRuleOf(s);
  return z.string().refine((v) => fitsPasswordRule(rule, v), passwordRuleMessage(rule));
};

/** The message key of the brand's password rule and its parameters, for hints and errors. */
export const passwordHint = (s: TPasswordSettings) => {
  const rule = passwordRuleOf(s);
  return { key: passwordRuleMessage(rule), params: { min: rule.min, max: rule.max } };
};

/**
 * Confirmation of a new password: an empty confirmation defaults to the password (spec §5), any
 * other value must equal it ("the two passwords are inconsistent").
 */
export const confirmMatches = <T extends z.ZodObject>(schema: T, password: string, confirm: string) =>
  schema.refine(
    (v) => {
      const r = v as Record<string, unknown>;
      const p = typeof r[password] === 'string' ? r[password] : '';
      const c = typeof r[confirm] === 'string' && r[confirm] !== '' ? r[confirm] : p;
      return c === p;
    },
    { path: [confirm], message: 'validation.passwordsDiffer', when: always },
  );

/** A new password and its confirmation, for the change, reset and reset-by-phone forms. */
export const buildNewPasswordSchema = (s: TPasswordSettings) =>
  confirmMatches(
    z.object({ newPassword: passwordRule(s), confirmPassword: z.string() }),
    'newPassword',
    'confirmPassword',
  );
