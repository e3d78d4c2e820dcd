/** Text formats that shrink; images, fonts and archives are compressed already. */
export const COMPRESSIBLE: RegExp;
/** Below this a compressed answer saves less than its headers cost. */
export const MIN_BYTES: number;
/** Writes `.br` and `.gz` beside every compressible file under `dir`; answers what it compressed. */
export function compressDist(
  dir: string,
  options?: { minBytes?: number },
): { file: string; raw: number; br?: number; gz?: number }[];
