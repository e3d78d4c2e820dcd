/**
 * Skippable waits for the win show: `wait(ms)` resolves after ms, or at once when the player asks to
 * skip; after a skip the rest of the round's waits are cut short until `reset()`.
 */
export class Pacer {
  private skipping = false;
  private pending = new Set<() => void>();

  get skipped() {
    return this.skipping;
  }

  wait(ms: number): Promise<void> {
    const duration = this.skipping ? Math.min(ms, 90) : ms;
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.pending.delete(done);
        resolve();
      };
      const timer = setTimeout(done, duration);
      this.pending.add(done);
    });
  }

  skip() {
    this.skipping = true;
    for (const done of [...this.pending]) done();
  }

  reset() {
    this.skipping = false;
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
