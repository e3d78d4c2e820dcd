import { DEFAULT_THEME, luminance, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme.ts';

const ratio = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m) as [number, number];
  return (x + 0.05) / (y + 0.05);
};
const full = mergeMantineTheme(DEFAULT_THEME, theme);
const { light } = cssVariablesResolver(full);
const colours = Object.keys(full.colors).filter((c) => c !== 'dark');

describe('console colour tokens (WCAG 1.4.3, light scheme)', () => {
  it('dims text no lighter than 4.5:1 on white', () => {
    expect(ratio(light['--mantine-color-dimmed']!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
  it("writes a field's error no lighter than 4.5:1 on white or a filled fieldset", () => {
    expect(ratio(light['--mantine-color-error']!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(ratio(light['--mantine-color-error']!, full.colors.gray[1])).toBeGreaterThanOrEqual(4.5);
  });
  it.each(colours)('%s: light badges, outline badges and coloured text read at 4.5:1', (c) => {
    const shades = full.colors[c]!;
    expect(ratio(light[`--mantine-color-${c}-light-color`]!, shades[1])).toBeGreaterThanOrEqual(4.5);
    expect(ratio(light[`--mantine-color-${c}-outline`]!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(ratio(light[`--mantine-color-${c}-text`]!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
