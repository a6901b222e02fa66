import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CtaBanner, FamilyScope } from '../ui';
import about from './docs/CtaBanner.md?raw';

const meta = {
  title: 'UI/CtaBanner',
  tags: ['contenido'],
  parameters: { docs: { description: { component: about } } },
  component: CtaBanner,
  args: { renderAction: (props) => <a href="#registro/1" {...props} /> },
} satisfies Meta<typeof CtaBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'No tienes una cuenta?' })).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Activa tu cuenta' });
    await expect(link).toHaveAttribute('href', '#registro/1');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    // A primary action: at least 44 px tall.
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const PlainHref: Story = {
  args: { renderAction: undefined, actionHref: '/registro/1' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Activa tu cuenta' })).toHaveAttribute(
      'href',
      '/registro/1',
    );
  },
};

export const WithText: Story = {
  args: { text: 'Actívala gratis en dos pasos y empieza a usar tus beneficios hoy.' },
};

export const LongSpanishText: Story = {
  args: {
    heading: 'No tienes una cuenta? Actívala ahora y aprovecha todo lo que tu seguro incluye',
    text: 'Telemedicina, orientación médica telefónica, cursos con certificación, asesoría legal y mucho más, sin costo adicional.',
    actionLabel: 'Activa tu cuenta gratis',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};

export const FamilyAccents: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {(['7703-1', '7706-1', '7717-1'] as const).map((code) => (
        <FamilyScope key={code} family={code}>
          <CtaBanner {...args} />
        </FamilyScope>
      ))}
    </div>
  ),
};
