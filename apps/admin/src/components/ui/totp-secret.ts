/** A base32 secret as an operator types it from the screen: upper case, groups of four. */
export const formatTotpSecret = (secret: string): string =>
  secret
    .replace(/[\s-]/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
