import { z } from 'zod';
import { ZLanguage } from './language-schema.ts';
import { ZPasswordCharset } from './password-rule.ts';

/** A node of the white-label module tree: which site modules the brand has switched on. */
export type TWhitelabelNode = { modId: string; enabled: boolean; childrenNodes: TWhitelabelNode[] };
export const ZWhitelabelNode: z.ZodType<TWhitelabelNode> = z.lazy(() =>
  z.object({ modId: z.string(), enabled: z.boolean(), childrenNodes: z.array(ZWhitelabelNode) }),
);

/** Per-field registration configuration, supplied by the server (spec §5). */
export const ZRegisterField = z.object({
  name: z.enum([
    'payeeName',
    'email',
    'qqNum',
    'line',
    'whatsapp',
    'facebook',
    'wechat',
    'idNumber',
    'affiliateCode',
    'captcha',
    'paymentPassword',
    'recommenderId',
    'nickname',
    'telegram',
    'zalo',
    'birthday',
  ]),
  show: z.boolean(),
  required: z.boolean(),
  /** Name of a pattern from the pattern catalogue (spec §5), or null for free text. */
  pattern: z.string().nullable(),
});
export type TRegisterField = z.infer<typeof ZRegisterField>;

export const ZRegisterSettings = z.object({
  usernameRegistration: z.boolean(),
  mobileRegistration: z.boolean(),
  /** Registration defaults to mobile when mobile is on and username is off (spec §4). */
  defaultMethod: z.enum(['username', 'mobile']),
  /** The brand's password length; the server holds it within PASSWORD_BOUNDS (passwordRuleOf). */
  passwordMin: z.number().int(),
  passwordMax: z.number().int(),
  /** Which characters passwords may use; absent means letters or digits (the spec's rule). */
  passwordCharset: ZPasswordCharset.optional(),
  usernameMin: z.number().int(),
  usernameMax: z.number().int(),
  mobileCountryCodes: z.array(z.string()),
  minimumAge: z.number().int(),
  termsName: z.string(),
  fields: z.array(ZRegisterField),
});
export type TRegisterSettings = z.infer<typeof ZRegisterSettings>;

export const ZResource = z.object({
  resourceType: z.string(),
  url: z.string(),
  qrCodeUrl: z.string().nullable(),
  labelNameEn: z.string(),
});
export type TResource = z.infer<typeof ZResource>;

export const ZTheme = z.object({
  primary: z.string(),
  accent: z.string(),
  background: z.string(),
  surface: z.string(),
  text: z.string(),
  logoText: z.string(),
});
export type TTheme = z.infer<typeof ZTheme>;

export const ZFeatureFlags = z.object({
  vip: z.boolean(),
  freePlay: z.boolean(),
  chatRoom: z.boolean(),
  pointMall: z.boolean(),
  referral: z.boolean(),
  rewardCenter: z.boolean(),
  movieResource: z.boolean(),
  /** The agent network's pay features (contracts, wages and dividends come with the agent issue). */
  dividend: z.boolean(),
  salary: z.boolean(),
  dailySalary: z.boolean(),
  hourSalary: z.boolean(),
  socialSignIn: z.array(z.enum(['FACEBOOK', 'GOOGLE', 'LINE'])),
});
export type TFeatureFlags = z.infer<typeof ZFeatureFlags>;

/** A country calling code: `+` and 1–4 digits (a country's code, or a NANP area such as +1876). */
export const ZCallingCode = z.string().regex(/^\+[1-9]\d{0,3}$/, 'callingCode');

/** A country SMS may be sent to; `dailyQuota` caps its messages per brand day (null: no own cap). */
export const ZSmsCountryRule = z.object({
  code: ZCallingCode,
  dailyQuota: z.number().int().min(1).max(1_000_000).nullable(),
});
export type TSmsCountryRule = z.infer<typeof ZSmsCountryRule>;

/** A brand's SMS country list: at most 50 rules, each code once. */
export const ZSmsCountryRules = z
  .array(ZSmsCountryRule)
  .max(50)
  .superRefine((rules, ctx) => {
    const seen = new Set<string>();
    rules.forEach((r, i) => {
      if (seen.has(r.code)) ctx.addIssue({ code: 'custom', message: 'duplicate', path: [i, 'code'] });
      seen.add(r.code);
    });
  });

/**
 * The budgets whose trips the back office lists, named by the brand setting that sets them
 * (`smsCountries` is a country's own daily budget; the trip names the code).
 */
export const BUDGET_NAMES = [
  'smsPerNumberPerHour',
  'smsPerNumberPerDay',
  'smsCountries',
  'smsHourlyQuota',
  'smsDailyQuota',
  'trialAccountsPerHour',
] as const;
export const ZBudgetName = z.enum(BUDGET_NAMES);
export type TBudgetName = z.infer<typeof ZBudgetName>;

/** A brand's identity rules. Server-side; the site sees only what it needs (ZWhitelabel.auth). */
export const ZAuthSettings = z.object({
  /** The default password handed out by operators; logging in with it forces a change. */
  defaultPassword: z.string(),
  /** Days a password lives; null never expires. */
  passwordExpiryDays: z.number().int().positive().nullable(),
  /** Whether an expired password forces the change modal (else it is only reported). */
  forcePasswordChange: z.boolean(),
  /** Failed logins (per account or per client IP) after which the captcha is required. */
  captchaAfterFailures: z.number().int().min(0),
  /** Failed logins after which the account or IP is locked for lockMinutes. */
  lockAfterFailures: z.number().int().min(1),
  lockMinutes: z.number().int().min(1),
  /** Second check for a login from an IP the member has not used; NONE switches it off. */
  secondStep: z.enum(['NONE', 'SMS', 'EMAIL', 'BANK_NAME', 'TOTP']),
  smsLogin: z.boolean(),
  sessionTtlHours: z.number().int().min(1),
  /**
   * SMS budgets (codes sent, counted before sending): per mobile number in an hour and in the
   * brand's day, per client IP in an hour, and for the whole brand in an hour and in its day.
   */
  smsPerNumberPerHour: z.number().int().min(1),
  smsPerNumberPerDay: z.number().int().min(1).max(1_000_000),
  smsPerIpPerHour: z.number().int().min(1),
  smsHourlyQuota: z.number().int().min(1).max(1_000_000),
  smsDailyQuota: z.number().int().min(1),
  /**
   * Country calling codes SMS may go to, each optionally with its own daily budget. Empty means the
   * codes the brand's sign-up form offers (registerRules.mobileCountryCodes).
   */
  smsCountries: ZSmsCountryRules,
  /** Trial (free play) accounts the brand creates in any 60 minutes. */
  trialAccountsPerHour: z.number().int().min(1).max(1_000_000),
  resetLinkMinutes: z.number().int().min(1),
});
export type TAuthSettings = z.infer<typeof ZAuthSettings>;

/** Site config: GET /wps/system/whitelabel. Public; everything the site needs before login. */
export const ZWhitelabel = z.object({
  merchantCode: z.string(),
  name: z.string(),
  platform: z.literal('web'),
  lotteryType: z.literal('ELOTT'),
  currency: z.object({ code: z.string(), symbol: z.string(), decimals: z.number().int() }),
  timeZone: z.string(),
  defaultLanguage: ZLanguage,
  languages: z.array(ZLanguage),
  theme: ZTheme,
  flags: ZFeatureFlags,
  imageCDNs: z.array(z.string()),
  /** Where launched games may be framed from: origins, or paths of the site's own origin. */
  launchGameCDNs: z.array(z.string()),
  registerRules: ZRegisterSettings,
  whitelabelTree: z.array(ZWhitelabelNode),
  resources: z.array(ZResource),
  esportsProviders: z.array(z.string()),
  cockfightProviders: z.array(z.string()),
  /**
   * The brand's active key for encrypted (E) calls: its id (sent back in every envelope) and the
   * public key, SPKI, base64; RSA-OAEP(SHA-256) wraps an AES-256-GCM key.
   */
  encryption: z.object({
    algorithm: z.literal('RSA-OAEP-256+A256GCM'),
    kid: z.string(),
    publicKey: z.string(),
  }),
  /** What the login popup offers. */
  auth: z.object({ smsLogin: z.boolean(), usernameLogin: z.literal(true) }),
  copyright: z.string(),
});
export type TWhitelabel = z.infer<typeof ZWhitelabel>;

/** GET /wps/system/status: is the brand open to this client right now. */
export const ZSystemStatus = z.object({
  maintenance: z.boolean(),
  maintenanceMessage: z.string().nullable(),
  maintenanceUntil: z.string().nullable(),
  regionRestriction: z.boolean(),
  country: z.string().nullable(),
  serverTime: z.string(),
});
export type TSystemStatus = z.infer<typeof ZSystemStatus>;

/** GET /wps/system/permission?url=…: the start-up permission check, sent with the page's host. */
export const ZPermissionQuery = z.object({ url: z.string().min(1).max(2048) });
export const ZPermission = ZSystemStatus;
export type TPermission = TSystemStatus;

/** GET /wps/system/domainRoute: alternative domains (fastest first) and download resources. */
export const ZDomainRoute = z.object({
  domainList: z.array(z.object({ domain: z.string(), speed: z.number().int() })),
  resources: z.array(ZResource),
});
export type TDomainRoute = z.infer<typeof ZDomainRoute>;

/** PUT /wps/system/language: the client tells the server which language it now uses. */
export const ZLanguageUpdateRequest = z.object({ language: ZLanguage });
export const ZLanguageUpdate = z.object({ language: ZLanguage });
export type TLanguageUpdateRequest = z.infer<typeof ZLanguageUpdateRequest>;

export const ZDeviceLinkType = z.enum(['IOS', 'MOBILECONFIG', 'Android', 'LINE', 'QQ']);
/** GET /wps/system/deviceLinks: app downloads and messenger links. */
export const ZDeviceLinks = z.array(z.object({ type: ZDeviceLinkType, url: z.string() }));
export type TDeviceLinks = z.infer<typeof ZDeviceLinks>;
