/**
 * Runs tasks one at a time in arrival order. The wallet decides, journals and applies inside one
 * task, so two concurrent calls can never both spend the same balance nor interleave records.
 */
export function createSerialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run<T>(task: () => T | Promise<T>): Promise<T> {
      const result = tail.then(task);
      tail = result.catch(() => undefined);
      return result;
    },
    /** Resolves once every task queued so far has finished. */
    idle: (): Promise<void> => tail.then(() => undefined),
  };
}
export type SerialQueue = ReturnType<typeof createSerialQueue>;
