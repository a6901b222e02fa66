import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BenefitCard, CardGrid } from '../ui';
import { families } from '../tokens';
import about from './docs/CardGrid.md?raw';

const illustration = (tint: string, soft: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" width="320" height="180"><rect width="320" height="180" fill="${soft}"/><circle cx="90" cy="70" r="30" fill="${tint}" opacity=".35"/><rect x="150" y="60" width="110" height="90" rx="12" fill="${tint}" opacity=".6"/><rect x="0" y="150" width="320" height="30" fill="${tint}"/></svg>`,
  )}`;

const benefits = [
  ['Chequeo preventivo', 'Un chequeo médico anual completo, sin costo.', '/ecosistema/detecta-power/chequeo'],
  ['Análisis a domicilio', 'Toma de muestras de sangre en tu casa.', '/ecosistema/detecta-power/examen'],
  ['Plataforma isalud', 'Tu historia clínica y tus resultados en línea.', '/ecosistema/detecta-power/isalud'],
  ['Holos', 'Bienestar físico y emocional con especialistas.', '/ecosistema/detecta-power/holos'],
] as const;

const cards = benefits.map(([title, description, href]) => (
  <BenefitCard
    key={href}
    image={{ src: illustration('#b0123b', '#fbe7ec'), alt: '', width: 320, height: 180 }}
    imageLoading="eager"
    title={title}
    description={description}
    href={href}
    family="7722-1"
  />
));

const meta = {
  title: 'UI/CardGrid',
  tags: ['tarjeta'],
  component: CardGrid,
  args: { children: cards },
  parameters: { layout: 'fullscreen', docs: { description: { component: about } }, desktopLayout: true },
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const columnCount = (grid: Element) => getComputedStyle(grid).gridTemplateColumns.split(' ').length;

/** Four columns on a wide screen (the /detecta-power and /vida-power pages). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector('ul')!;
    await expect(grid.querySelectorAll(':scope > li')).toHaveLength(4);
    await expect(columnCount(grid)).toBe(4);
  },
};

export const ThreeColumns: Story = {
  args: { columns: 3 },
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement.querySelector('ul')!)).toBe(3);
  },
};

export const TwoColumns: Story = {
  args: { columns: 2 },
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement.querySelector('ul')!)).toBe(2);
  },
};

export const OneColumn: Story = {
  args: { columns: 1, children: cards.slice(0, 2) },
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement.querySelector('ul')!)).toBe(1);
  },
};

/** At 360 px every grid is one column. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement.querySelector('ul')!)).toBe(1);
  },
};

export const Empty: Story = { args: { children: [] } };

export const ManyFamilies: Story = {
  args: {
    children: families.map((f) => (
      <BenefitCard
        key={f.code}
        image={{ src: illustration('#556070', '#eceef2'), alt: '', width: 320, height: 180 }}
        imageLoading="eager"
        title={f.name}
        description="Conoce los beneficios incluidos en tu seguro."
        href={`/${f.slug}`}
        family={f.code}
      />
    )),
  },
};
