import { z } from 'zod';
import { matchesPattern } from './patterns.ts';

/** User types (spec §4/§6): 0 member; agents 1, 2, 41, 42; 4 a trial (demo) account. */
export const USER_TYPES = { MEMBER: 0, AGENT: 1, AGENT_L2: 2, TRIAL: 4, AGENT_41: 41, AGENT_42: 42 } as const;
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_TYPE = 4;
export const isAgentType = (type: number) => AGENT_TYPES.includes(type);

/** The spec's default password placeholder is a brand setting; logging in with it forces a change. */
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_SECONDS = 300;

const trimmed = (max: number) => z.string().trim().min(1).max(max);
const password = z.string().min(1).max(128);
const mobileNum = z
  .string()
  .trim()
  .max(20)
  .refine((v) => matchesPattern('mobile', v.replace(/[\s-]/g, '')), 'mobile');

/**
 * An encrypted body (E calls): the brand key's id (`kid`, from the site config), the
 * RSA-OAEP(SHA-256)-wrapped AES-256-GCM key, IV and ciphertext, base64.
 */
export const ZEncryptedBody = z.object({
  kid: z.string().min(1).max(64),
  key: z.string().min(1).max(1024),
  iv: z.string().min(1).max(64),
  data: z.string().min(1).max(65_536),
});
export type TEncryptedBody = z.infer<typeof ZEncryptedBody>;
/**
 * What an encrypted body opens to: the call's body with the client's clock (ms since the epoch) and
 * a fresh random nonce (at least 16 bytes, base64url), so the server can refuse a stale or replayed
 * body.
 */
export const ZEncryptedPayload = z.object({
  ts: z.number().int().nonnegative(),
  nonce: z.string().regex(/^[A-Za-z0-9_-]{22,128}$/),
  body: z.unknown(),
});
export type TEncryptedPayload = z.infer<typeof ZEncryptedPayload>;

/** POST /wps/session/login (E). For type sms, username is the mobile number and password the code. */
export const ZLoginRequest = z.object({
  username: trimmed(64),
  password,
  type: z.enum(['username', 'sms']).default('username'),
  captcha: z.string().trim().max(16).optional(),
  captchaKey: z.string().max(64).optional(),
  /** The agent site sends 'agent'; it refuses accounts that are not agents. */
  site: z.enum(['member', 'agent']).default('member'),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

/** Session values the site keeps (spec §3), answered with every login. */
export const ZSessionValues = z.object({
  account: z.string(),
  nickname: z.string(),
  customerId: z.number().int(),
  type: z.number().int(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  merchantCode: z.string(),
  memberLabel: z.string().nullable(),
  vipRankLevel: z.number().int(),
  currency: z.object({ code: z.string(), symbol: z.string(), decimals: z.number().int() }),
});
export type TSessionValues = z.infer<typeof ZSessionValues>;

/** Login info (spec §3). `mustChangePassword`: the session may only change its password. */
export const ZLoginInfo = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  mustChangePassword: z.boolean(),
  session: ZSessionValues,
});
export type TLoginInfo = z.infer<typeof ZLoginInfo>;

/** Second-step methods for a login from an unregistered IP (brand setting). */
export const ZSecondStepMethod = z.enum(['SMS', 'EMAIL', 'BANK_NAME', 'TOTP']);
export type TSecondStepMethod = z.infer<typeof ZSecondStepMethod>;
/** `value` of a VERIFY_FIRST error: which check, and a masked hint (phone, e-mail). */
export const ZVerifyFirst = z.object({
  challengeId: z.string(),
  method: ZSecondStepMethod,
  hint: z.string().nullable(),
});
export type TVerifyFirst = z.infer<typeof ZVerifyFirst>;

/** POST /wps/session/login/verify: answers the second-step check and completes the login. */
export const ZLoginVerifyRequest = z.object({ challengeId: z.string().min(1).max(64), code: trimmed(128) });

/** GET /wps/captcha: a single-use image captcha. */
export const ZCaptcha = z.object({ key: z.string(), image: z.string(), expiresInSeconds: z.number().int() });
export type TCaptcha = z.infer<typeof ZCaptcha>;

/** POST /wps/verification/sms/noLogin and /register. */
export const SMS_PURPOSES = ['login', 'register', 'resetPassword', 'secondStep'] as const;
export const ZSmsPurpose = z.enum(SMS_PURPOSES);
export type TSmsPurpose = z.infer<typeof ZSmsPurpose>;
export const ZSmsRequest = z.object({
  mobileNum: z.string().trim().max(20).optional(),
  purpose: ZSmsPurpose.default('login'),
  /** For secondStep: the pending login challenge (the number is the member's, never the client's). */
  challengeId: z.string().max(64).optional(),
});
export const ZSmsSent = z.object({
  sentTo: z.string(),
  expiresInSeconds: z.number().int(),
  resendInSeconds: z.number().int(),
});
export type TSmsSent = z.infer<typeof ZSmsSent>;

/** Optional registration fields, shown, required and patterned per the brand (spec §5). */
const optionalField = z.string().trim().max(64).optional();
const ZRegisterCommon = z.object({
  password,
  confirmPassword: z.string().max(128).optional(),
  payeeName: optionalField,
  email: z.string().trim().max(254).optional(),
  qqNum: optionalField,
  line: optionalField,
  whatsapp: optionalField,
  facebook: optionalField,
  wechat: optionalField,
  idNumber: optionalField,
  telegram: optionalField,
  zalo: optionalField,
  nickname: optionalField,
  birthday: z.string().trim().max(10).optional(),
  affiliateCode: optionalField,
  referralCode: optionalField,
  recommenderId: optionalField,
  paymentPassword: z.string().max(32).optional(),
  captcha: z.string().trim().max(16).optional(),
  captchaKey: z.string().max(64).optional(),
  /** Terms and age agreement (spec §5). */
  agreeTerms: z.boolean(),
  registerUrl: z.string().max(2048).optional(),
  domain: z.string().max(255).optional(),
  registerMethod: z.literal('WEB').default('WEB'),
  login: z.boolean().default(true),
});

/** PUT /wps/member/register (E). */
export const ZRegisterRequest = ZRegisterCommon.extend({
  username: trimmed(32),
  mobileNum: z.string().trim().max(20).optional(),
  verificationCode: z.string().trim().max(8).optional(),
});
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

/** PUT /wps/member/register/mobile (E): the mobile number is the login; the SMS code proves it. */
export const ZRegisterMobileRequest = ZRegisterCommon.extend({
  mobileNum,
  verificationCode: z.string().trim().max(8),
  username: z.string().trim().max(32).optional(),
});
export type TRegisterMobileRequest = z.input<typeof ZRegisterMobileRequest>;

/** POST /wps/member/password (T, E). */
export const ZChangePasswordRequest = z.object({
  oldPassword: password,
  newPassword: password,
  confirmPassword: z.string().max(128).optional(),
});
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

/** POST /wps/member/password/email: sends a single-use reset link to the account's e-mail. */
export const ZPasswordEmailRequest = z.object({ username: trimmed(254) });
export const ZPasswordEmailSent = z.object({ sentTo: z.string() });
/** POST /wps/member/password/reset: sets a new password with the link's token. */
export const ZPasswordResetRequest = z.object({
  token: z.string().min(16).max(128),
  newPassword: password,
  confirmPassword: z.string().max(128).optional(),
});

/** POST /wps/member/password/verification (E): new password by SMS code; logs in on success. */
export const ZPasswordByPhoneRequest = z.object({
  mobileNum: z.string().trim().max(20),
  verificationCode: z.string().trim().max(8),
  newPassword: password,
  confirmPassword: z.string().max(128).optional(),
});

/** GET /wps/member/info (T): user info (spec §3). */
export const ZMemberInfo = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  toUpline: z.boolean(),
  regDate: z.string(),
  clubLabel: z.object({ labelName: z.string(), rankLevel: z.number().int() }),
  mobileNum: z.string().nullable(),
  email: z.string().nullable(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  hasTotp: z.boolean(),
});
export type TMemberInfo = z.infer<typeof ZMemberInfo>;

/** GET /wps/member/info/icon (T). */
export const ZMemberIcon = z.object({ iconUrl: z.string() });

/** GET /wps/agent/affiliate?affiliateCode=: whether a code from a register link names an agent. */
/** A code to look up; without one, the logged-in agent's own (the register link it hands out). */
export const ZAffiliateQuery = z.object({ affiliateCode: z.string().trim().min(1).max(32).optional() });
export const ZAffiliate = z.object({ affiliateCode: z.string(), agentNickname: z.string() });

/** POST /wps/member/totp/setup and /enable: binding an authenticator app for the second step. */
export const ZTotpSetup = z.object({ secret: z.string(), otpauthUrl: z.string() });
/**
 * POST /wps/member/totp/setup (E): nothing for a first binding; replacing a bound authenticator
 * needs the login password and a current code from it.
 */
export const ZTotpSetupRequest = z.object({
  password: password.optional(),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/)
    .optional(),
});
export type TTotpSetupRequest = z.input<typeof ZTotpSetupRequest>;
export const ZTotpEnableRequest = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});

/** Social sign-in providers and the exchange of the one-time ticket the callback hands the site. */
export const ZSocialProvider = z.enum(['google', 'facebook', 'line']);
export const ZSocialExchangeRequest = z.object({ ticket: z.string().min(16).max(128) });

export const ZOk = z.object({ ok: z.literal(true) });
