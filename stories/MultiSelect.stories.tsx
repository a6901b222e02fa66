import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FamilyScope, MultiSelect } from '../ui';
import about from './docs/MultiSelect.md?raw';

const insurances = [
  { value: '7702-1', label: 'Protección de Tarjeta' },
  { value: '7705-1', label: 'Vida Plus' },
  { value: '7703-1', label: 'Detecta Plus' },
  { value: '7706-1', label: 'Salud' },
];

const meta = {
  title: 'UI/MultiSelect',
  tags: ['campo'],
  parameters: { docs: { description: { component: about } } },
  component: MultiSelect,
  args: { label: 'Seguros que tienes', options: insurances, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Seguros que tienes' })).toHaveAccessibleDescription(
      'Elige hasta 2.',
    );
    await expect(canvas.getAllByRole('button', { name: /^Agregar/ })).toHaveLength(4);
  },
};

export const ChosenLeaveTheList: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar Vida Plus' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['7705-1']);
    await expect(canvas.queryByRole('button', { name: 'Agregar Vida Plus' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Quitar Vida Plus' })).toBeVisible();
  },
};

export const ThirdChoiceRefused: Story = {
  args: { defaultValue: ['7702-1', '7706-1'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const third = canvas.getByRole('button', { name: 'Agregar Vida Plus' });
    await expect(third).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(third);
    await waitFor(() => expect(canvas.getByText('Puedes elegir como máximo 2 seguros.')).toBeVisible());
    await expect(canvas.getByText('Puedes elegir como máximo 2 seguros.')).toHaveAttribute('aria-live', 'polite');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getAllByRole('button', { name: /^Quitar/ })).toHaveLength(2);
  },
};

export const RemoveChip: Story = {
  args: { defaultValue: ['7702-1', '7706-1'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar Salud' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['7702-1']);
    await expect(canvas.getByRole('button', { name: 'Agregar Salud' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Agregar Vida Plus' })).not.toHaveAttribute('aria-disabled');
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Agregar Protección de Tarjeta' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // Focus moves to the next option, so the user can keep going.
    await expect(canvas.getByRole('button', { name: 'Agregar Vida Plus' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['7702-1', '7705-1']);
    await expect(canvas.getByRole('button', { name: 'Agregar Detecta Plus' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByText('Puedes elegir como máximo 2 seguros.')).toBeVisible());
    // Back to the chips and remove one by keyboard.
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Quitar Vida Plus' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['7702-1']);
    await expect(canvas.getByRole('button', { name: 'Quitar Protección de Tarjeta' })).toHaveFocus();
    await expect(canvas.queryByText('Puedes elegir como máximo 2 seguros.')).toBeNull();
  },
};

export const Error: Story = {
  args: { error: 'Elige al menos un seguro.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Elige al menos un seguro.');
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription('Elige hasta 2. Elige al menos un seguro.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: ['7706-1'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

export const SingleGuestOption: Story = {
  args: { options: [{ value: '0000', label: 'Invitado Cursos online con certificación o telemedicina' }] },
};

export const Empty: Story = {
  args: { options: [], hint: 'No encontramos seguros para este documento.' },
};

export const LongSpanishText: Story = {
  args: {
    label: '¿Qué seguros contrataste con la financiera? Elige los que quieres asociar a tu cuenta',
    options: [
      { value: '7715-1', label: 'Vida (Total) con cobertura por muerte accidental e invalidez permanente' },
      { value: '7722-1', label: 'Detecta Power! con chequeo preventivo anual y análisis clínicos a domicilio' },
      { value: '7723-1', label: 'Vida Power! con ambulancia y consulta especializada' },
    ],
    defaultValue: ['7715-1'],
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { defaultValue: ['7705-1'] },
};

export const FamilyAccent: Story = {
  render: (args) => (
    <FamilyScope family="7706-1">
      <MultiSelect {...args} defaultValue={['7706-1']} />
    </FamilyScope>
  ),
};
