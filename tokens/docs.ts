/** Data for the token documentation pages in Storybook: what designers review. */
import { families } from './families';
import { familyPalette, palette } from './palette';

export const familySwatches = families.map((family) => {
  const [accent, accentHover, accentSoft] = familyPalette[family.code];
  return { ...family, accent, accentHover, accentSoft, onAccent: palette.white };
});

export const typeScale = [
  { token: 'xxxl', px: 36, sample: 'Beneficios pensados para ti' },
  { token: 'xxl', px: 28, sample: '¿Ya estás disfrutando de tus beneficios?' },
  { token: 'xl', px: 22, sample: 'Telemedicina en hasta 9 especialidades' },
  { token: 'lg', px: 18, sample: 'Más de 1,000 cursos con certificación' },
  {
    token: 'md',
    px: 16,
    sample: 'Orientación médica telefónica en menos de 15 minutos. Ñandú, pingüino, ¿sí? ¡Claro!',
  },
  { token: 'sm', px: 14, sample: 'Debe tener mínimo 8 caracteres' },
  { token: 'xs', px: 12, sample: 'V2.1.0' },
] as const;

export const spaceScale = [
  { token: 'xxs', px: 2 },
  { token: 'xs', px: 4 },
  { token: 'sm', px: 8 },
  { token: 'md', px: 16 },
  { token: 'lg', px: 24 },
  { token: 'xl', px: 32 },
  { token: 'xxl', px: 48 },
  { token: 'xxxl', px: 64 },
] as const;
