import { WALLET_API, WITHDRAW_API } from './wallet.ts';

/** Every API path the sites call, shared by the server's routes and the clients (spec §7). */
export const API = {
  whitelabel: '/wps/system/whitelabel',
  status: '/wps/system/status',
  permission: '/wps/system/permission',
  domainRoute: '/wps/system/domainRoute',
  helpCenter: '/wps/system/helpCenter',
  registerSettings: '/wps/system/setting/register',
  language: '/wps/system/language',
  deviceLinks: '/wps/system/deviceLinks',
  customerService: '/wps/system/customerService',
  customerServiceLink: '/wps/system/customerService/:id/link',
  notice: '/wps/system/notice',
  announcements: '/wps/relay/MCSFE_getListAnnouncements',
  feedback: '/wps/feedback',
  vendors: '/wps/relay/GCSGAME_newGameVendor',
  vendorLogo: '/assets/vendors/:code.svg',
} as const;

/** Identity calls (spec §7, auth and member). */
export const AUTH_API = {
  login: '/wps/session/login',
  loginVerify: '/wps/session/login/verify',
  logout: '/wps/session/logout',
  freePlay: '/wps/session/login/freeplay',
  socialStart: '/wps/session/social/:provider/start',
  socialCallback: '/wps/session/social/:provider/callback',
  socialExchange: '/wps/session/social/exchange',
  captcha: '/wps/captcha',
  smsNoLogin: '/wps/verification/sms/noLogin',
  smsRegister: '/wps/verification/sms/register',
  register: '/wps/member/register',
  registerMobile: '/wps/member/register/mobile',
  changePassword: '/wps/member/password',
  passwordEmail: '/wps/member/password/email',
  passwordReset: '/wps/member/password/reset',
  passwordByPhone: '/wps/member/password/verification',
  memberInfo: '/wps/member/info',
  memberIcon: '/wps/member/info/icon',
  totpSetup: '/wps/member/totp/setup',
  totpEnable: '/wps/member/totp/enable',
  affiliate: '/wps/agent/affiliate',
  devOutbox: '/dev/outbox/sms',
} as const;

/**
 * Calls whose body is encrypted (E in spec §7), as `METHOD /route/path`: every call whose body
 * carries a password, a payment password, a one-time code or a reset token. The server refuses a
 * plain body on these; other methods on the same path (GET withdrawals) stay plain.
 */
export const ENCRYPTED_CALLS: readonly string[] = [
  `POST ${AUTH_API.login}`,
  // The second step's code: an SMS or e-mail code, a TOTP code or the bank name.
  `POST ${AUTH_API.loginVerify}`,
  `PUT ${AUTH_API.register}`,
  `PUT ${AUTH_API.registerMobile}`,
  `POST ${AUTH_API.changePassword}`,
  `POST ${AUTH_API.passwordReset}`,
  `POST ${AUTH_API.passwordByPhone}`,
  `POST ${AUTH_API.totpSetup}`,
  `POST ${AUTH_API.totpEnable}`,
  `POST ${WALLET_API.paymentPassword}`,
  `POST ${WALLET_API.uplineTransfer}`,
  `POST ${WALLET_API.downlineTransfer}`,
  `POST ${WITHDRAW_API.payoutAccounts}`,
  `POST ${WITHDRAW_API.withdrawals}`,
];

/** Whether `method` on the route `routePath` (as declared, `:id` unfilled) is an encrypted call. */
export const isEncryptedCall = (method: string, routePath: string): boolean =>
  ENCRYPTED_CALLS.includes(`${method.toUpperCase()} ${routePath}`);
