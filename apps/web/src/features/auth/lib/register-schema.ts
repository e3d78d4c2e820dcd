import {
  matchesPattern,
  PATTERNS,
  type TRegisterMobileRequest,
  type TRegisterRequest,
  type TRegisterSettings,
} from '@openlobby/contracts';
import { z } from 'zod';
import { fullMobile, isValidMobile } from './mobile.ts';
import { always, confirmMatches, passwordRule } from './schemas.ts';

export type TRegisterMethod = 'username' | 'mobile';

/** Registration methods the brand offers, in display order. */
export const registerMethods = (s: TRegisterSettings): TRegisterMethod[] => [
  ...(s.usernameRegistration ? (['username'] as const) : []),
  ...(s.mobileRegistration ? (['mobile'] as const) : []),
];

/** The method a form starts with: mobile when mobile is on and username off (spec §4). */
export const defaultRegisterMethod = (s: TRegisterSettings): TRegisterMethod => {
  if (s.mobileRegistration && !s.usernameRegistration) return 'mobile';
  if (s.usernameRegistration && !s.mobileRegistration) return 'username';
  return s.defaultMethod;
};

const optionalText = z.string().optional();

/**
 * Client rules from the brand's register settings (spec §5). Each configured field that is shown
 * is required and patterned as configured (message `patterns.<name>`); hidden fields are absent.
 * Messages are i18n keys.
 */
export const buildRegisterSchema = (s: TRegisterSettings, method: TRegisterMethod) => {
  const shape: Record<string, z.ZodType> = {
    password: passwordRule(s),
    confirmPassword: z.string().optional(),
    agreeTerms: z.literal(true, { message: 'validation.terms' }),
  };
  if (method === 'username') {
    shape.username = z
      .string()
      .trim()
      .min(s.usernameMin, 'validation.username')
      .max(s.usernameMax, 'validation.username')
      .refine((v) => matchesPattern('username', v), 'validation.username');
  } else {
    shape.countryCode = optionalText;
    shape.mobileNum = z.string().trim();
    shape.verificationCode = z.string().trim().min(1, 'validation.codeRequired');
  }
  for (const f of s.fields) {
    if (!f.show) continue;
    let rule = z.string().trim();
    // The captcha is required whenever it is shown: the server refuses a registration without it.
    if (f.required || f.name === 'captcha') rule = rule.min(1, 'validation.required');
    const pattern = f.pattern;
    const checked =
      pattern && pattern in PATTERNS
        ? rule.refine((v) => v === '' || matchesPattern(pattern, v), `patterns.${pattern}`)
        : rule;
    // An untouched field arrives as undefined: it is empty, never a type error.
    shape[f.name] = z.preprocess((v) => v ?? '', checked);
  }
  const withMobile = z.object(shape).refine(
    (v) => {
      if (method !== 'mobile') return true;
      const r = v as Record<string, unknown>;
      return isValidMobile(r.countryCode as string | undefined, String(r.mobileNum ?? ''));
    },
    { path: ['mobileNum'], message: 'validation.mobile', when: always },
  );
  return confirmMatches(withMobile as unknown as z.ZodObject, 'password', 'confirmPassword');
};

export type TRegisterValues = Record<string, string | boolean | undefined>;

type TRegisterContext = { href: string; host: string; referralCode: string | null; captchaKey?: string };

const OPTIONAL_FIELDS = [
  'payeeName',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'telegram',
  'zalo',
  'nickname',
  'birthday',
  'affiliateCode',
  'recommenderId',
  'paymentPassword',
  'captcha',
] as const;

/**
 * The register call's body from valid form values: empty optional fields are left out, the
 * confirmation defaults to the password, and registerUrl, domain, registerMethod WEB and login
 * true are added (spec §3).
 */
export const buildRegisterPayload = (
  values: TRegisterValues,
  method: TRegisterMethod,
  ctx: TRegisterContext,
): TRegisterRequest | TRegisterMobileRequest => {
  const text = (k: string) => {
    const v = values[k];
    return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
  };
  const password = String(values.password ?? '');
  const optional: Record<string, string> = {};
  for (const k of OPTIONAL_FIELDS) {
    const v = k === 'paymentPassword' ? (values[k] as string | undefined) || undefined : text(k);
    if (v !== undefined) optional[k] = v;
  }
  // A register link's code is prefilled as the affiliate code and goes once, as referralCode: the
  // server makes an agent's the upline and a member's (the referral programme's) the referrer. Sent
  // as an affiliate code as well, a member's would be refused (only an agent's makes an upline).
  if (ctx.referralCode && optional.affiliateCode === ctx.referralCode) delete optional.affiliateCode;
  const common = {
    ...optional,
    password,
    confirmPassword: (values.confirmPassword as string | undefined) || password,
    agreeTerms: values.agreeTerms === true,
    ...(ctx.referralCode ? { referralCode: ctx.referralCode } : {}),
    ...(optional.captcha && ctx.captchaKey ? { captchaKey: ctx.captchaKey } : {}),
    registerUrl: ctx.href,
    domain: ctx.host,
    registerMethod: 'WEB' as const,
    login: true,
  };
  if (method === 'mobile')
    return {
      ...common,
      mobileNum: fullMobile(text('countryCode'), String(values.mobileNum ?? '')),
      verificationCode: text('verificationCode') ?? '',
    };
  return { ...common, username: text('username') ?? '' };
};
