import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from '../ui';
import about from './docs/Spinner.md?raw';

const meta = {
  title: 'UI/Spinner',
  tags: ['aviso'],
  parameters: { docs: { description: { component: about } } },
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Cargando');
    await expect(status).toHaveAttribute('aria-live', 'polite');
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <Spinner size="sm" label="Pequeño" />
      <Spinner size="md" label="Mediano" />
      <Spinner size="lg" label="Grande" />
    </div>
  ),
};

export const WithVisibleLabel: Story = {
  args: { label: 'Estamos validando tus datos, espera un momento por favor', showLabel: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Estamos validando/)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { label: 'Cargando tus beneficios', showLabel: true, size: 'lg' },
};
