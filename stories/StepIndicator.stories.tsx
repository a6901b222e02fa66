import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FamilyScope, StepIndicator } from '../ui';
import about from './docs/StepIndicator.md?raw';

const meta = {
  title: 'UI/StepIndicator',
  parameters: { docs: { description: { component: about } } },
  component: StepIndicator,
  args: { current: 1 },
} satisfies Meta<typeof StepIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StepOne: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [one, two] = canvas.getAllByRole('listitem');
    await expect(one).toHaveTextContent('Paso 1');
    await expect(one).toHaveAttribute('aria-current', 'step');
    await expect(two).toHaveTextContent('Paso 2');
    await expect(two).not.toHaveAttribute('aria-current');
  },
};

export const StepTwo: Story = {
  args: { current: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [one, two] = canvas.getAllByRole('listitem');
    await expect(one).not.toHaveAttribute('aria-current');
    await expect(one).toHaveTextContent('Paso 1 (completado)');
    await expect(two).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByRole('list', { name: 'Pasos del registro' })).toBeVisible();
  },
};

export const LongSpanishText: Story = {
  args: { current: 2, labels: ['Tus datos de identidad', 'Datos de contacto y contraseña', 'Confirmación de tu cuenta'] },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { current: 2, total: 3 },
};

export const FamilyAccent: Story = {
  render: (args) => (
    <FamilyScope family="7703-1">
      <StepIndicator {...args} current={2} />
    </FamilyScope>
  ),
};
