import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FamilyScope, StepIndicator } from '../ui';
import about from './docs/StepIndicator.md?raw';

const meta = {
  title: 'UI/StepIndicator',
  tags: ['navegación'],
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
  args: {
    current: 2,
    labels: ['Tus datos de identidad', 'Datos de contacto y contraseña', 'Confirmación de tu cuenta'],
  },
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

/** The registration's real step names on a 320 px phone: the steps wrap instead of widening the page. */
export const MobileRealLabels: Story = {
  globals: { viewport: { value: 'mobile' } },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
  args: { current: 1, labels: ['Confirmación de tu cuenta', 'Crea tu contraseña'] },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Pasos del registro' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(240);
    for (const item of within(list).getAllByRole('listitem'))
      await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(list.getBoundingClientRect().right + 1);
    await expect(within(list).getByText('Confirmación de tu cuenta')).toBeVisible();
  },
};
