/** NumberInput hands back '' while empty: keep the previous number then. */
export const intOr = (v: number | string, fallback: number): number =>
  typeof v === 'number' && Number.isFinite(v) ? Math.trunc(v) : fallback;
