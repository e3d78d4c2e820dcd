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

/** Calls whose body is encrypted (E in spec §7); the server refuses a plain body on these. */
export const ENCRYPTED_CALLS: readonly string[] = [
  AUTH_API.login,
  AUTH_API.register,
  AUTH_API.registerMobile,
  AUTH_API.changePassword,
  AUTH_API.passwordByPhone,
  AUTH_API.totpSetup,
];
