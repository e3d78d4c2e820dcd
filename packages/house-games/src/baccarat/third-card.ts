/**
 * The Punto Banco drawing rules, fixed by the game and never a choice. A natural (8 or 9 on two
 * cards, on either side) ends the hand; otherwise the player draws on 0–5 and stands on 6–7, and
 * the banker follows the table below, read on the player's third card.
 */

/** Whether the player's two-card total is a natural, or the banker's is: then neither side draws. */
export function isNatural(total: number): boolean {
  return total >= 8;
}

/** Whether the player draws a third card on a two-card total (no natural on the table): 0–5 draws. */
export function playerDraws(playerTotal: number): boolean {
  return playerTotal <= 5;
}

/**
 * Whether the banker draws on a two-card total (no natural on the table), given the point value of
 * the player's third card, or null when the player stood:
 *
 * | banker | draws when the player's third card is | player stood |
 * | 0–2    | anything                               | draws        |
 * | 3      | anything but 8                         | draws        |
 * | 4      | 2–7                                    | draws        |
 * | 5      | 4–7                                    | draws        |
 * | 6      | 6–7                                    | stands       |
 * | 7      | never                                  | stands       |
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}
