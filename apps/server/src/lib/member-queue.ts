/**
 * Runs work one key (a member) at a time in this process, in arrival order. It orders one member's
 * burst of money requests so each sees the ones before it: a request a daily limit refuses is
 * answered so before its payment password is hashed or counted as a try. The database lock taken
 * by the work is what decides across processes; this only orders the answers within one.
 */
export function createMemberQueue() {
  const tails = new Map<number, Promise<void>>();
  return function run<T>(memberId: number, work: () => Promise<T>): Promise<T> {
    const result = (tails.get(memberId) ?? Promise.resolve()).then(work);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    tails.set(memberId, tail);
    void tail.then(() => {
      if (tails.get(memberId) === tail) tails.delete(memberId);
    });
    return result;
  };
}
export type MemberQueue = ReturnType<typeof createMemberQueue>;
