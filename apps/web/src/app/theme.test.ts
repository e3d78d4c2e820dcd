import type { TTheme } from '@openlobby/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildCssVariablesResolver,
  buildMantineTheme,
  contrastRatio,
  DEFAULT_THEME,
  shadesOf,
  solidFor,
} from './theme.ts';

/** Brand palettes as operators pick them: the default gold, the demo's violet, a pale and a dark one. */
const THEMES: TTheme[] = [
  DEFAULT_THEME,
  { ...DEFAULT_THEME, primary: '#8b5cf6', accent: '#22d3ee', background: '#0a0b14', surface: '#141628' },
  { ...DEFAULT_THEME, primary: '#a3e635', accent: '#f472b6' },
  { ...DEFAULT_THEME, primary: '#1d4ed8', accent: '#b91c1c', text: '#cbd5e1' },
];
const AA = 4.5;

const resolve = (t: TTheme) => buildCssVariablesResolver(t)(buildMantineTheme(t) as never);

describe('contrastRatio', () => {
  it('gives WCAG’s figures for black, white and a grey', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('theme tokens (WCAG 1.4.3 on the dark theme)', () => {
  it.each(THEMES.map((t) => [t.primary, t]))(
    'brand %s: brand-coloured text and dimmed text read at 4.5:1',
    (_, t) => {
      const { variables, dark } = resolve(t);
      // Cards and tinted rows sit on surface-2, lighter than the surface.
      const card = variables['--ol-surface-2']!;
      expect(contrastRatio(variables['--ol-primary-text']!, card)).toBeGreaterThanOrEqual(AA);
      expect(contrastRatio(variables['--ol-accent-text']!, card)).toBeGreaterThanOrEqual(AA);
      expect(contrastRatio(dark['--mantine-color-dimmed']!, card)).toBeGreaterThanOrEqual(AA);
    },
  );

  it.each(THEMES.map((t) => [t.accent, t]))(
    'accent %s: white text on its solid shade reads at 4.5:1',
    (_, t) => {
      expect(contrastRatio(solidFor(t.accent), '#ffffff')).toBeGreaterThanOrEqual(AA);
    },
  );

  it.each(['#f5b400', '#8b5cf6', '#22d3ee', '#ff3d7f', '#1d4ed8', '#a3e635'])(
    'fill %s: the text Mantine puts on the filled shade (white below luminance 0.3) reads at 4.5:1',
    (hex) => {
      const fill = shadesOf(hex)[6];
      const best = Math.max(contrastRatio(fill, '#ffffff'), contrastRatio(fill, '#000000'));
      expect(best).toBeGreaterThanOrEqual(AA);
      // Mantine's autoContrast puts black text only on fills of luminance 0.3 and up, that is 7:1
      // against black; on every other fill white must do.
      if (contrastRatio(fill, '#000000') < 7)
        expect(contrastRatio(fill, '#ffffff')).toBeGreaterThanOrEqual(AA);
    },
  );
});
