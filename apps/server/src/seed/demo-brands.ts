import {
  LANGUAGE_CODES,
  type TAuthSettings,
  type TFeatureFlags,
  type TLanguage,
  type TRegisterSettings,
  type TTheme,
  type TWhitelabelNode,
} from '@openlobby/contracts';

export type TDemoBrand = {
  code: string;
  name: string;
  currency: { code: string; symbol: string; decimals: number };
  timeZone: string;
  defaultLanguage: TLanguage;
  languages: TLanguage[];
  theme: TTheme;
  domains: string[];
  countryCodes: string[];
};

const node = (modId: string, enabled = true, childrenNodes: TWhitelabelNode[] = []): TWhitelabelNode => ({
  modId,
  enabled,
  childrenNodes,
});

/** The site modules of the demo brands; the agent and member centres read the same tree later. */
export const DEMO_TREE: TWhitelabelNode[] = [
  node('home'),
  node(
    'games',
    true,
    ['SPORTS', 'RNG', 'FISH', 'LIVE', 'PVP', 'COCKFIGHT', 'ELOTT', 'ESPORTS', 'LOTT'].map((c) => node(c)),
  ),
  node('promotions'),
  node('pointMall'),
  node('vip'),
  node('referral'),
  node('rewardCenter'),
  node('chatRoom'),
  node('help'),
  node('download'),
  node('agent', true, [node('dividendContract'), node('salary'), node('dailySalary'), node('hourSalary')]),
];

/**
 * Identity rules of the demo brands; the default password is what operators hand out. The SMS
 * budgets and the trial cap are roomier than a real brand's (migration 0017 gives existing brands
 * 10 per number a day, 60 an hour, 30 trials an hour) so development, the API tests and the browser
 * journeys never meet them unless they mean to; SMS go to the sign-up form's country codes.
 */
export const DEMO_AUTH: TAuthSettings = {
  defaultPassword: 'Aa123456',
  passwordExpiryDays: 180,
  forcePasswordChange: true,
  captchaAfterFailures: 2,
  lockAfterFailures: 8,
  lockMinutes: 15,
  secondStep: 'TOTP',
  smsLogin: true,
  sessionTtlHours: 24,
  smsPerNumberPerHour: 5,
  smsPerNumberPerDay: 20,
  smsPerIpPerHour: 10,
  smsHourlyQuota: 500,
  smsDailyQuota: 5000,
  smsCountries: [],
  trialAccountsPerHour: 200,
  resetLinkMinutes: 30,
};

export const DEMO_FLAGS: TFeatureFlags = {
  vip: true,
  freePlay: true,
  chatRoom: true,
  pointMall: true,
  referral: true,
  rewardCenter: true,
  movieResource: true,
  dividend: true,
  salary: true,
  dailySalary: true,
  hourSalary: true,
  socialSignIn: ['GOOGLE', 'LINE'],
};

export const demoRegisterRules = (countryCodes: string[]): Omit<TRegisterSettings, 'defaultMethod'> => ({
  usernameRegistration: true,
  mobileRegistration: true,
  passwordMin: 6,
  passwordMax: 20,
  usernameMin: 4,
  usernameMax: 16,
  mobileCountryCodes: countryCodes,
  minimumAge: 18,
  termsName: 'terms',
  fields: [
    { name: 'payeeName', show: true, required: false, pattern: 'fullName' },
    { name: 'email', show: true, required: false, pattern: 'email' },
    { name: 'affiliateCode', show: true, required: false, pattern: 'lettersOrDigits' },
    { name: 'captcha', show: true, required: true, pattern: null },
    { name: 'line', show: true, required: false, pattern: null },
    { name: 'whatsapp', show: false, required: false, pattern: 'digits' },
    { name: 'qqNum', show: false, required: false, pattern: 'digits' },
    { name: 'wechat', show: false, required: false, pattern: null },
    { name: 'facebook', show: false, required: false, pattern: null },
    { name: 'idNumber', show: false, required: false, pattern: 'lettersOrDigits' },
    { name: 'paymentPassword', show: false, required: false, pattern: 'digits' },
    { name: 'recommenderId', show: false, required: false, pattern: 'lettersOrDigits' },
  ],
});

/** Two brands from one deployment: configuration, not a fork (CN default and TH default). */
export const DEMO_BRANDS: TDemoBrand[] = [
  {
    code: 'lobby',
    name: 'OpenLobby',
    currency: { code: 'CNY', symbol: '¥', decimals: 2 },
    timeZone: 'Asia/Shanghai',
    defaultLanguage: 'CN',
    languages: [...LANGUAGE_CODES],
    theme: {
      primary: '#8b5cf6',
      accent: '#22d3ee',
      background: '#0a0b14',
      surface: '#141628',
      text: '#e9ebf8',
      logoText: 'OpenLobby',
    },
    domains: ['localhost', '127.0.0.1'],
    countryCodes: ['+86', '+852', '+66', '+84', '+1'],
  },
  {
    code: 'siam',
    name: 'Siam Lobby',
    currency: { code: 'THB', symbol: '฿', decimals: 2 },
    timeZone: 'Asia/Bangkok',
    defaultLanguage: 'TH',
    languages: ['TH', 'EN', 'CN', 'VI', 'LO', 'KM', 'MY', 'AR'],
    theme: {
      primary: '#f59e0b',
      accent: '#ef4444',
      background: '#0d0a07',
      surface: '#1c1610',
      text: '#f8efe2',
      logoText: 'SiamLobby',
    },
    domains: ['th.localhost'],
    countryCodes: ['+66', '+856', '+855'],
  },
];
