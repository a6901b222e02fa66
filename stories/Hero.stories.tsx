import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, DocumentField, FamilyScope, Hero } from '../ui';
import about from './docs/Hero.md?raw';

const activate = fn();

const illustration = (
  <svg viewBox="0 0 400 300" role="img" aria-label="Una familia sonriendo con un escudo de protección">
    <rect width="400" height="300" fill="#e8f0f8" />
    <circle cx="200" cy="150" r="90" fill="#ffffff" />
    <path d="M200 80l60 25v45c0 40-28 65-60 75-32-10-60-35-60-75v-45z" fill="#0b3d6b" />
    <path
      d="M175 150l18 18 35-38"
      stroke="#ffffff"
      strokeWidth="12"
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

const quickForm = (
  <form
    style={{ display: 'grid', gap: 16 }}
    onSubmit={(event) => {
      event.preventDefault();
      activate();
    }}
  >
    <DocumentField defaultNumber="45678912" />
    <Button type="submit" fullWidth>
      Activar
    </Button>
  </form>
);

const meta = {
  title: 'UI/Hero',
  tags: ['contenido'],
  component: Hero,
  parameters: { layout: 'fullscreen', docs: { description: { component: about } } },
  args: {
    text: 'Activa tu cuenta gratis y usa todos los beneficios que vienen con tu seguro.',
    illustration,
    children: quickForm,
  },
  beforeEach: () => {
    activate.mockClear();
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: '¿Ya estás disfrutando de tus beneficios?' }),
    ).toBeVisible();
    const box = canvasElement.querySelector('[data-ratio]')!;
    await expect(box).toHaveAttribute('data-ratio', '4 / 3');
    const { width, height } = box.getBoundingClientRect();
    await expect(Math.round((width / height) * 100)).toBe(133);
  },
};

export const FormSlotWorks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Activar' }));
    await expect(activate).toHaveBeenCalledTimes(1);
  },
};

export const WithoutIllustration: Story = {
  args: { illustration: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-ratio]')).toBeNull();
  },
};

export const SquareIllustration: Story = {
  args: { illustrationRatio: '1 / 1' },
  play: async ({ canvasElement }) => {
    const { width, height } = canvasElement.querySelector('[data-ratio]')!.getBoundingClientRect();
    await expect(Math.round(width)).toBe(Math.round(height));
  },
};

export const LongSpanishText: Story = {
  args: {
    heading: 'Hemos preparado estos beneficios pensados exclusivamente para ti',
    text: 'Al unirte automáticamente y de manera totalmente gratis obtienes: telemedicina en hasta 9 especialidades, orientación médica telefónica en menos de 15 minutos y más de 1,000 cursos en línea.',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};

export const FamilyAccent: Story = {
  render: (args) => (
    <FamilyScope family="7705-1">
      <Hero {...args} />
    </FamilyScope>
  ),
};
