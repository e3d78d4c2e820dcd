/** Stryker's mutant statuses (mutation-testing-report-schema). */
export type TMutantStatus =
  'Killed' | 'Survived' | 'NoCoverage' | 'Timeout' | 'CompileError' | 'RuntimeError' | 'Ignored' | 'Pending';
export type TTally = Partial<Record<TMutantStatus, number>>;

/**
 * The mutation score as Stryker computes it: detected (killed or timed out) over valid mutants
 * (detected, survived or uncovered); errors, ignored and pending mutants do not count.
 */
export const scoreOf = (tally: TTally) => {
  const detected = (tally.Killed ?? 0) + (tally.Timeout ?? 0);
  const undetected = (tally.Survived ?? 0) + (tally.NoCoverage ?? 0);
  const valid = detected + undetected;
  return { detected, undetected, score: valid === 0 ? 100 : (detected / valid) * 100 };
};
