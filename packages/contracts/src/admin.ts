import { z } from 'zod';
import { ZLanguage } from './language-schema.ts';
import { ZPasswordSettings } from './password-rule.ts';
import { ZAuthSettings, ZBudgetName, ZFeatureFlags, ZRegisterSettings } from './system.ts';

/** Operator roles of the back office. */
export const OPERATOR_ROLES = ['owner', 'finance', 'risk', 'support', 'content'] as const;
export const ZOperatorRole = z.enum(OPERATOR_ROLES);
export type TOperatorRole = z.infer<typeof ZOperatorRole>;

/** Everything an operator may be allowed to do; each admin call names the one it needs. */
export const PERMISSIONS = [
  'dashboard.read',
  'brands.read',
  'brands.write',
  'members.read',
  'members.lock',
  'members.resetPassword',
  'members.changeType',
  'members.labels',
  'members.adjustBalance',
  'payments.read',
  'payments.review',
  'payments.configure',
  'content.read',
  'content.write',
  'outbox.read',
  'audit.read',
  'operators.manage',
  'agents.read',
  'agents.write',
  'agents.settle',
  'engagement.read',
  'engagement.write',
  'engagement.pay',
  'chat.moderate',
  'lottery.read',
  'lottery.write',
  'lottery.results',
  'tables.read',
  'tables.write',
  'rooms.read',
  'rooms.write',
] as const;
export const ZAdminPermission = z.enum(PERMISSIONS);
export type TAdminPermission = z.infer<typeof ZAdminPermission>;

/**
 * The written permission set of each role, enforced by the server on every admin call:
 * owner everything; finance money and members' balances; risk member control and the audit;
 * support member look-ups and help with accounts; content the site's texts. Engagement: everyone
 * reads it; content writes promotions, rewards, points rules and messages; finance pays (bonuses by
 * hand, their cancelling, redemption decisions, which give points back). Risk, support and content
 * moderate the chat room (delete messages, mute members). The house lottery: finance, risk and
 * support read it (draws, liability, members' tickets); risk sets games and odds and voids draws;
 * finance and risk enter and approve official results, two of them for each (maker and checker).
 * The live tables follow the lottery: finance, risk and support read them (rounds, placements);
 * risk sets their limits, chips, times and whether they are open. The card rooms follow the tables:
 * finance, risk and support read them (seats, hands), risk sets their stakes, rake and clocks.
 */
export const ROLE_PERMISSIONS: Record<TOperatorRole, readonly TAdminPermission[]> = {
  owner: PERMISSIONS,
  finance: [
    'dashboard.read',
    'members.read',
    'members.adjustBalance',
    'payments.read',
    'payments.review',
    'audit.read',
    'agents.read',
    'agents.settle',
    'engagement.read',
    'engagement.pay',
    'lottery.read',
    'lottery.results',
    'tables.read',
    'rooms.read',
  ],
  risk: [
    'dashboard.read',
    'members.read',
    'members.lock',
    'members.changeType',
    'members.labels',
    'audit.read',
    'outbox.read',
    'agents.read',
    'agents.write',
    'engagement.read',
    'chat.moderate',
    'lottery.read',
    'lottery.write',
    'lottery.results',
    'tables.read',
    'tables.write',
    'rooms.read',
    'rooms.write',
  ],
  support: [
    'dashboard.read',
    'members.read',
    'members.resetPassword',
    'outbox.read',
    'engagement.read',
    'chat.moderate',
    'lottery.read',
    'tables.read',
    'rooms.read',
  ],
  content: [
    'dashboard.read',
    'brands.read',
    'content.read',
    'content.write',
    'engagement.read',
    'engagement.write',
    'chat.moderate',
  ],
};

/** Roles that must use an authenticator (TOTP) to log in. */
export const ROLES_REQUIRING_TOTP: readonly TOperatorRole[] = ['owner', 'finance'];

export const ADMIN_API = {
  login: '/admin/api/session/login',
  logout: '/admin/api/session/logout',
  me: '/admin/api/session/me',
  dashboard: '/admin/api/dashboard',
  brands: '/admin/api/brands',
  brand: '/admin/api/brands/:code',
  members: '/admin/api/members',
  member: '/admin/api/members/:id',
  memberLock: '/admin/api/members/:id/lock',
  memberUnlock: '/admin/api/members/:id/unlock',
  memberResetPassword: '/admin/api/members/:id/reset-password',
  memberType: '/admin/api/members/:id/type',
  memberLabels: '/admin/api/members/:id/labels',
  memberAdjustBalance: '/admin/api/members/:id/adjust-balance',
  balanceAdjustments: '/admin/api/balance-adjustments',
  balanceAdjustmentApprove: '/admin/api/balance-adjustments/:id/approve',
  balanceAdjustmentReject: '/admin/api/balance-adjustments/:id/reject',
  audit: '/admin/api/audit',
  auditVerify: '/admin/api/audit/verify',
  smsOutbox: '/admin/api/sms-outbox',
  budgetTrips: '/admin/api/budget-trips',
  brandSetup: '/admin/api/brands/:code/setup',
  brandCustomerService: '/admin/api/brands/:code/customer-service',
  brandDeviceLinks: '/admin/api/brands/:code/device-links',
  brandDomains: '/admin/api/brands/:code/domains',
  brandResources: '/admin/api/brands/:code/resources',
  brandProviders: '/admin/api/brands/:code/providers',
  announcements: '/admin/api/brands/:code/announcements',
  announcement: '/admin/api/brands/:code/announcements/:id',
  helpTopics: '/admin/api/brands/:code/help-topics',
  helpTopic: '/admin/api/brands/:code/help-topics/:id',
  operators: '/admin/api/operators',
  operator: '/admin/api/operators/:id',
  deposits: '/admin/api/deposits',
  depositApprove: '/admin/api/deposits/:id/approve',
  depositReject: '/admin/api/deposits/:id/reject',
  depositChannels: '/admin/api/brands/:code/deposit-channels',
  paymentTestMode: '/admin/api/brands/:code/payment-test-mode',
  paymentSettings: '/admin/api/brands/:code/payment-settings',
  withdrawals: '/admin/api/withdrawals',
  withdrawalApprove: '/admin/api/withdrawals/:id/approve',
  withdrawalReject: '/admin/api/withdrawals/:id/reject',
  withdrawalPayout: '/admin/api/withdrawals/:id/payout',
  withdrawalRefund: '/admin/api/withdrawals/:id/refund',
  withdrawalProof: '/admin/api/withdrawals/:id/proofs/:proofId',
  myPassword: '/admin/api/session/password',
  myTotpSetup: '/admin/api/session/totp/setup',
  myTotpEnable: '/admin/api/session/totp/enable',
} as const;

/** POST login: TOTP is required for owner and finance (VERIFY_FIRST until given). */
export const ZAdminLoginRequest = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  totp: z
    .string()
    .trim()
    .regex(/^\d{6}$/)
    .optional(),
});
export const ZOperator = z.object({
  id: z.number().int(),
  username: z.string(),
  role: ZOperatorRole,
  permissions: z.array(ZAdminPermission),
});
export type TOperator = z.infer<typeof ZOperator>;
export const ZAdminSession = z.object({ token: z.string(), operator: ZOperator });
export type TAdminSession = z.infer<typeof ZAdminSession>;

/** A page of a server-side list. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });
export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
  /** `csv` answers the whole filtered list as CSV instead of a page. */
  format: z.enum(['json', 'csv']).default('json'),
});

/**
 * A budget that tripped: requests it refused in one of its windows (an hour, or the brand's day).
 * `scope` is the calling code of a country's budget, else null; `limit` is the budget when it
 * last refused.
 */
export const ZBudgetTrip = z.object({
  brand: z.string(),
  budget: ZBudgetName,
  scope: z.string().nullable(),
  windowStart: z.string(),
  windowEnd: z.string(),
  limit: z.number().int(),
  refused: z.number().int(),
  firstAt: z.string(),
  lastAt: z.string(),
});
export type TBudgetTrip = z.infer<typeof ZBudgetTrip>;
/** GET budget trips: today's (each brand's own day), optionally of one brand. */
export const ZBudgetTripsQuery = z.object({ brand: z.string().max(32).optional() });

export const ZDashboard = z.object({
  /** Budgets (SMS, trial accounts) that refused requests today, newest first. */
  budgetTrips: z.array(ZBudgetTrip),
  registrationsToday: z.number().int(),
  loginsToday: z.number().int(),
  onlineMembers: z.number().int(),
  registrationsByDay: z.array(z.object({ day: z.string(), count: z.number().int() })),
  /** Money today (UTC days), one entry per currency the brands use. */
  money: z.array(
    z.object({
      currency: z.string(),
      depositsToday: z.number(),
      depositCountToday: z.number().int(),
      withdrawalsPaidToday: z.number(),
      withdrawalCountToday: z.number().int(),
      /** Deposits less paid withdrawals today. */
      netToday: z.number(),
      pendingDeposits: z.number().int(),
      pendingWithdrawals: z.number().int(),
      depositsByDay: z.array(z.object({ day: z.string(), amount: z.number() })),
    }),
  ),
});
export type TDashboard = z.infer<typeof ZDashboard>;

export const ZBrandSummary = z.object({
  code: z.string(),
  name: z.string(),
  domains: z.array(z.string()),
  maintenance: z.boolean(),
  defaultLanguage: ZLanguage,
});
export const ZBrandDetail = ZBrandSummary.extend({
  languages: z.array(ZLanguage),
  maintenanceMessage: z.string().nullable(),
  maintenanceUntil: z.string().nullable(),
  restrictedCountries: z.array(z.string()),
  flags: ZFeatureFlags,
  registerRules: ZRegisterSettings.omit({ defaultMethod: true }),
  authSettings: ZAuthSettings,
});
export type TBrandDetail = z.infer<typeof ZBrandDetail>;
/** PATCH a brand: any subset; checked whole before anything is written. */
export const ZBrandPatch = z
  .object({
    name: z.string().trim().min(1).max(64),
    languages: z.array(ZLanguage).min(1),
    defaultLanguage: ZLanguage,
    maintenance: z.boolean(),
    maintenanceMessage: z.string().max(500).nullable(),
    maintenanceUntil: z.iso.datetime({ offset: true }).nullable(),
    restrictedCountries: z.array(z.string().regex(/^[A-Z]{2}$/)).max(250),
    flags: ZFeatureFlags,
    registerRules: ZRegisterSettings.omit({ defaultMethod: true }).extend(ZPasswordSettings.shape),
    authSettings: ZAuthSettings,
  })
  .partial()
  .strict();
export type TBrandPatch = z.infer<typeof ZBrandPatch>;

export const ZAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  operator: z.string(),
  role: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  hash: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
export const ZAuditQuery = ZPageQuery.extend({ action: z.string().max(64).optional() });
export const ZAuditVerify = z.object({
  intact: z.boolean(),
  checked: z.number().int(),
  brokenAt: z.number().int().nullable(),
});
export type TAuditVerify = z.infer<typeof ZAuditVerify>;

export const ZSmsOutboxQuery = ZPageQuery.extend({
  brand: z.string().max(32).optional(),
  mobile: z.string().max(20).optional(),
});
export const ZSmsOutboxRow = z.object({
  id: z.number().int(),
  brand: z.string(),
  mobile: z.string(),
  body: z.string(),
  provider: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
