import type { TTheme } from '@openlobby/contracts';
import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

const parseHex = (hex: string): [number, number, number] => {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.padEnd(6, '0').slice(0, 6);
  const n = Number.parseInt(full, 16);
  return Number.isNaN(n) ? [128, 128, 128] : [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const toHex = (rgb: number[]) =>
  `#${rgb
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
const mix = (a: string, b: string, t: number) => {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex(x.map((v, i) => v + ((y[i] ?? 0) - v) * t));
};

/** WCAG relative luminance of a colour. */
const luminance = (hex: string) => {
  const [r, g, b] = parseHex(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG contrast ratio of two colours (1 to 21). */
export const contrastRatio = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m) as [number, number];
  return (x + 0.05) / (y + 0.05);
};

/**
 * The brand colour, darkened just enough for white text on it to reach WCAG AA (4.5:1): brands pick
 * bright accents, and a badge or ribbon in that colour must stay readable.
 */
export const solidFor = (hex: string, text = '#ffffff') => {
  for (let t = 0; t <= 1; t += 0.04) {
    const c = mix(hex, '#000000', t);
    if (contrastRatio(c, text) >= 4.5) return c;
  }
  return '#000000';
};

/**
 * `hex` moved towards `toward` just enough to read at 4.5:1 (with a little room) on `background`:
 * brand colours used as text on the dark surfaces, and dimmed text.
 */
export const readableOn = (hex: string, background: string, toward = '#ffffff') => {
  for (let t = 0; t <= 1; t += 0.04) {
    const c = mix(hex, toward, t);
    if (contrastRatio(c, background) >= 4.7) return c;
  }
  return toward;
};

/**
 * The shade Mantine fills buttons and badges with: the brand colour itself, unless it is too light
 * for white text yet too dark for black (Mantine's autoContrast picks black only above a luminance of
 * 0.3), when it is darkened until white text reads at 4.5:1.
 */
const filledShade = (hex: string) => (luminance(hex) > 0.183 && luminance(hex) < 0.3 ? solidFor(hex) : hex);

/** Ten shades around a brand colour (index 6 is the colour itself), for Mantine's palette. */
export const shadesOf = (hex: string): MantineColorsTuple => {
  const light = [0.86, 0.72, 0.56, 0.4, 0.24, 0.1].map((t) => mix(hex, '#ffffff', t));
  const dark = [0.12, 0.26, 0.4].map((t) => mix(hex, '#000000', t));
  return [...light, filledShade(hex), ...dark] as unknown as MantineColorsTuple;
};

/** Mantine's dark scale built from the brand's background and surface. */
const darkScale = (t: TTheme): MantineColorsTuple =>
  [
    mix(t.text, t.surface, 0.15),
    mix(t.text, t.surface, 0.35),
    mix(t.text, t.surface, 0.55),
    mix(t.surface, '#ffffff', 0.22),
    mix(t.surface, '#ffffff', 0.12),
    mix(t.surface, '#ffffff', 0.05),
    t.surface,
    mix(t.surface, t.background, 0.5),
    t.background,
    mix(t.background, '#000000', 0.3),
  ] as unknown as MantineColorsTuple;

/** The fallback theme when the brand cannot be read (e.g. during maintenance). */
export const DEFAULT_THEME: TTheme = {
  primary: '#f5b400',
  accent: '#ff3d7f',
  background: '#0b0f1a',
  surface: '#151b2c',
  text: '#e8ecf5',
  logoText: 'OpenLobby',
};

export const buildMantineTheme = (t: TTheme) =>
  createTheme({
    primaryColor: 'brand',
    primaryShade: 6,
    colors: { brand: shadesOf(t.primary), accent: shadesOf(t.accent), dark: darkScale(t) },
    fontFamily:
      "'Inter','Segoe UI',system-ui,-apple-system,'Noto Sans','Noto Sans Thai','PingFang SC','Microsoft YaHei',sans-serif",
    headings: { fontFamily: "'Poppins','Inter','Segoe UI',system-ui,sans-serif", fontWeight: '700' },
    defaultRadius: 'md',
    autoContrast: true,
    cursorType: 'pointer',
    components: {
      // A dialog's title bar is no page banner: Mantine draws it as <header>, which inside the dialog
      // (a section with role=dialog) would count as a second banner landmark.
      ModalHeader: { defaultProps: { role: 'none' } },
      DrawerHeader: { defaultProps: { role: 'none' } },
    },
  });

/** The lightest surface text sits on: a card or a row tinted over the brand's surface. */
const raisedSurface = (t: TTheme) => mix(t.surface, '#ffffff', 0.1);

/** Brand colours as CSS variables (--ol-*) and as Mantine's body/text colours. */
export const buildCssVariablesResolver =
  (t: TTheme): CSSVariablesResolver =>
  () => ({
    variables: {
      '--ol-primary': t.primary,
      '--ol-accent': t.accent,
      '--ol-accent-solid': solidFor(t.accent),
      '--ol-background': t.background,
      '--ol-surface': t.surface,
      '--ol-surface-2': mix(t.surface, '#ffffff', 0.06),
      '--ol-border': mix(t.surface, '#ffffff', 0.12),
      '--ol-text': t.text,
      '--ol-text-dim': mix(t.text, t.background, 0.4),
      // Brand colours as text: readable on the lightest surface (cards, tinted rows), WCAG 1.4.3.
      '--ol-primary-text': readableOn(t.primary, raisedSurface(t)),
      '--ol-accent-text': readableOn(t.accent, raisedSurface(t)),
    },
    light: {},
    dark: {
      '--mantine-color-body': t.background,
      '--mantine-color-text': t.text,
      // Mantine's dimmed text (descriptions, hints) at 4.5:1 on the lightest surface.
      '--mantine-color-dimmed': readableOn(mix(t.text, t.surface, 0.55), raisedSurface(t), t.text),
    },
  });
