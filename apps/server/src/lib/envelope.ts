/** Success envelope of DESIGN.md; handlers return `ok(value)`. */
export const ok = <T>(value: T) => ({ success: true as const, value });
