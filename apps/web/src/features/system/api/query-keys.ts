/** Query keys of the system feature (site config, permission, device links, routes). */
export const systemKeys = {
  whitelabel: ['whitelabel'] as const,
  permission: (host: string) => ['permission', host] as const,
  deviceLinks: ['deviceLinks'] as const,
  domainRoute: ['domainRoute'] as const,
  registerSettings: ['registerSettings'] as const,
};
