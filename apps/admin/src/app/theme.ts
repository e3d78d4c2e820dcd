import {
  createTheme,
  darken,
  luminance,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

/** Console blue, deliberately unlike any brand's player-site palette. */
const ops: MantineColorsTuple = [
  '#eef4ff',
  '#dbe6fe',
  '#bfd3fe',
  '#93b4fd',
  '#608dfa',
  '#3b6ef6',
  '#2456eb',
  '#1d44d8',
  '#1e39af',
  '#1e3589',
];

/** Agents' pay in the ledger views: every default Mantine colour already names another entry kind. */
const gold: MantineColorsTuple = [
  '#fff8e1',
  '#ffefc2',
  '#fde08a',
  '#fbcf52',
  '#f5bc2a',
  '#e0a312',
  '#b9830b',
  '#93660c',
  '#764f0f',
  '#5f4010',
];

/** A light, dense, professional console: slate neutrals, one blue, compact tables. */
export const theme = createTheme({
  primaryColor: 'ops',
  primaryShade: 6,
  colors: { ops, gold },
  fontFamily:
    "'Inter','Segoe UI',system-ui,-apple-system,'PingFang SC','Microsoft YaHei','Noto Sans SC',sans-serif",
  fontFamilyMonospace: "'JetBrains Mono','SFMono-Regular',Menlo,Consolas,monospace",
  headings: { fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Filled badges and buttons take black or white text, whichever reads better (WCAG 1.4.3): 0.179
  // is the luminance where both give the same contrast.
  autoContrast: true,
  luminanceThreshold: 0.179,
  components: {
    // A dialog's title bar is no page banner (Mantine draws it as <header>).
    ModalHeader: { defaultProps: { role: 'none' } },
    DrawerHeader: { defaultProps: { role: 'none' } },
    Table: { defaultProps: { verticalSpacing: 'xs', horizontalSpacing: 'sm', highlightOnHover: true } },
    Card: { defaultProps: { withBorder: true, radius: 'md', padding: 'lg' } },
    Paper: { defaultProps: { withBorder: true, radius: 'md' } },
  },
});

/** WCAG contrast ratio of two colours Mantine can parse (1 to 21). */
const contrastRatio = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m) as [number, number];
  return (x + 0.05) / (y + 0.05);
};

/** `color` darkened just enough to read at 4.5:1 (with a little room) on `background`. */
const readableOn = (color: string, background: string) => {
  for (let t = 0; t <= 1; t += 0.05) {
    const c = darken(color, t);
    if (contrastRatio(c, background) >= 4.7) return c;
  }
  return '#000000';
};

/**
 * Text colours of the light, outline and text variants, and dimmed text, at WCAG AA contrast on the
 * console's light backgrounds, and fields' error text: Mantine's defaults (shade 6 on white, shade 9 on shade 1, gray 6)
 * fall short for yellow, orange, green, teal, cyan and gray.
 */
export const cssVariablesResolver: CSSVariablesResolver = (th) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': th.colors.gray[7],
    // A field's error text, also on a filled fieldset's grey (Mantine's red 6 is 3.6:1 on white).
    '--mantine-color-error': readableOn(th.colors.red[6], th.colors.gray[1]),
  };
  for (const [name, shades] of Object.entries(th.colors)) {
    if (name === 'dark') continue;
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9], shades[1]);
    light[`--mantine-color-${name}-outline`] = readableOn(shades[6], '#ffffff');
    light[`--mantine-color-${name}-text`] = readableOn(shades[6], '#ffffff');
  }
  return { variables: {}, light, dark: {} };
};
