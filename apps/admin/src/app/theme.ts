import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

/** A light, dense, professional console: slate neutrals, one blue, compact tables. */
export const theme = createTheme({
  primaryColor: 'ops',
  primaryShade: 6,
  colors: { ops },
  fontFamily:
    "'Inter','Segoe UI',system-ui,-apple-system,'PingFang SC','Microsoft YaHei','Noto Sans SC',sans-serif",
  fontFamilyMonospace: "'JetBrains Mono','SFMono-Regular',Menlo,Consolas,monospace",
  headings: { fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Table: { defaultProps: { verticalSpacing: 'xs', horizontalSpacing: 'sm', highlightOnHover: true } },
    Card: { defaultProps: { withBorder: true, radius: 'md', padding: 'lg' } },
    Paper: { defaultProps: { withBorder: true, radius: 'md' } },
  },
});
