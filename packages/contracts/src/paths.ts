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
