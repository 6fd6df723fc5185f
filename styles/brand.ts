/** The brand's colours: the theme's palette is built on them (styles/theme.ts); importing them alone loads no MUI. */
export const brand = {
  navy: '#0b2545',
  blue: '#13598b',
  orange: '#e8661c',
  sand: '#f5f7fa',
  ink: '#1b2430',
} as const;
