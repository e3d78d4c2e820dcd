/** A chip's face: "5", "100", "1K", "2.5K", "1M" (the rack and the stacks on the spots). */
export function chipLabel(value: number): string {
  const short = (n: number, unit: string) => `${Number(n.toFixed(1))}${unit}`;
  if (value >= 1_000_000) return short(value / 1_000_000, 'M');
  if (value >= 1_000) return short(value / 1_000, 'K');
  return String(Number(value.toFixed(2)));
}

/** The chip colours of a rack, lowest value first; a rack longer than the palette repeats it. */
export const CHIP_COLOURS = [
  '#e9e4f5',
  '#e0364f',
  '#1f9d5b',
  '#2463d6',
  '#1c1c28',
  '#8a3ffc',
  '#f29f05',
  '#0fa3a3',
];

/** The colour of the chip worth `value` in a rack (the highest chip not above it, for a stack's total). */
export function chipColour(chips: readonly number[], value: number): string {
  let index = 0;
  chips.forEach((chip, i) => {
    if (chip <= value) index = i;
  });
  return CHIP_COLOURS[index % CHIP_COLOURS.length]!;
}

/**
 * The chips a stack of `amount` shows, largest first, at most `max` of them (a tall stack is
 * drawn as its top chips): the greedy change in the rack's values.
 */
export function stackOf(chips: readonly number[], amount: number, max = 5): number[] {
  const values = [...chips].sort((a, b) => b - a);
  const stack: number[] = [];
  let rest = Math.round(amount * 100) / 100;
  for (const value of values) {
    while (rest >= value - 1e-9 && stack.length < max) {
      stack.push(value);
      rest = Math.round((rest - value) * 100) / 100;
    }
  }
  if (stack.length === 0 && amount > 0) stack.push(values.at(-1) ?? amount);
  return stack.reverse();
}
