/** The operator password rule of the contract (ZOperatorPassword), as a checklist the form shows. */
export const PASSWORD_RULES = ['length', 'letter', 'digit'] as const;
export type TPasswordRule = (typeof PASSWORD_RULES)[number];

/** Which rules a password meets: 10–128 characters, at least one letter and one digit. */
export const passwordChecks = (password: string): Record<TPasswordRule, boolean> => ({
  length: password.length >= 10 && password.length <= 128,
  letter: /[A-Za-z]/.test(password),
  digit: /\d/.test(password),
});
