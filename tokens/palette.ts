/**
 * Raw colour values. Only `tokens/` imports this file: components read roles
 * (`vars.color.critical`, `familyVars.accent`), never hues.
 */
export const palette = {
  white: '#ffffff',
  grey50: '#f6f7f9',
  grey100: '#eceef2',
  grey200: '#dde1e7',
  grey400: '#8a93a3',
  grey600: '#556070',
  grey700: '#3d4654',
  grey900: '#1a202b',
  navy700: '#0b3d6b',
  navy800: '#082e52',
  navy50: '#e8f0f8',
  sun500: '#e8792b',
  blue600: '#1d5fd1',
  green700: '#1d6b35',
  green50: '#e9f6ee',
  yellow100: '#fff4c2',
  yellow600: '#8a6100',
  yellow300: '#f2c94c',
  red700: '#c21f2f',
  red800: '#a11826',
  red50: '#fdecee',
  black: '#000000',
} as const;

/** The nine benefit-family accents: [accent, hover, soft background]. Tuned for 4.5:1 with white text. */
export const familyPalette = {
  '7702-1': ['#1f4e9c', '#173c79', '#e6eefa'], // Protección de Tarjeta: deep blue
  '7705-1': ['#0f766e', '#0b5b55', '#e2f4f2'], // Vida Plus: teal
  '7703-1': ['#a3197a', '#80135f', '#fae8f4'], // Detecta Plus: magenta
  '7706-1': ['#2e7d32', '#215c25', '#e8f5e9'], // Salud: green
  '7704-1': ['#b5470b', '#8e3808', '#fdeee4'], // Protección de Pagos: orange
  '7717-1': ['#8a5a00', '#6b4600', '#f8f0e0'], // Hogar Plus: amber-brown
  '7715-1': ['#6d3fc0', '#55309a', '#f0eafb'], // Vida (Total): violet
  '7722-1': ['#b0123b', '#8a0e2e', '#fbe7ec'], // Detecta Power!: crimson
  '7723-1': ['#3730a3', '#2a2580', '#ebeafa'], // Vida Power!: indigo
} as const;

/** The dark theme's neutrals: deep blue-grey surfaces (not black) and light text. */
export const darkPalette = {
  grey950: '#121923',
  grey925: '#18212d',
  grey900: '#0d131b',
  grey850: '#222c39',
  grey700: '#3a4656',
  grey400: '#94a0b2',
  grey300: '#b4bfcd',
  grey100: '#e8edf3',
  blue300: '#8fbcff',
  sky300: '#9cc3f0',
  sky200: '#c2daf6',
  navy900: '#16273b',
  sun400: '#f4a261',
  green300: '#7fd39a',
  green950: '#132a1c',
  yellow300: '#f2c94c',
  yellow950: '#2d2610',
  yellow700: '#8a6d1a',
  red300: '#ff9aa0',
  red200: '#ffc0c3',
  red950: '#35171b',
} as const;
