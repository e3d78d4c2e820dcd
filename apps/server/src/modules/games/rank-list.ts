/**
 * A winner's account as the board shows it: the first two characters, three stars, the last one
 * (player1 → pl***1). Shorter accounts keep fewer visible characters so something is always hidden.
 */
export function maskAccount(account: string): string {
  const chars = Array.from(account);
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
}
