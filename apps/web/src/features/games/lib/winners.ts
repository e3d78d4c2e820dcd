/** A win as the board shows it: thousands separators and always 2 decimals (spec §3). */
export const WIN_DECIMALS = 2;

/**
 * The winner's account as shown: the server sends it masked (ab***9); anything unmasked is masked
 * here too, so a full account name never reaches the page.
 */
export const maskAccount = (account: string): string => {
  if (account.includes('*')) return account;
  const chars = [...account];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
};
