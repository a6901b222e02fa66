import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup, type RadioGroupProps } from '../ui';
import about from './docs/RadioGroup.md?raw';

const especialidades = [
  'Medicina general',
  'Pediatría',
  'Ginecología',
  'Cardiología',
  'Dermatología',
  'Nutrición',
  'Psicología',
  'Endocrinología',
  'Gastroenterología',
].map((e) => ({ value: e, label: e }));

/** Holds the choice as a page would, so clicks and keys change it. */
function Stateful(props: RadioGroupProps) {
  const [value, setValue] = useState(props.value);
  return (
    <RadioGroup
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/RadioGroup',
  tags: ['campo'],
  parameters: { docs: { description: { component: about } } },
  component: RadioGroup,
  render: (args) => <Stateful {...args} />,
  args: {
    legend: 'Especialidad',
    options: especialidades,
    value: undefined,
    onValueChange: fn(),
    columns: 'two',
  },
  argTypes: { columns: { control: 'inline-radio', options: ['one', 'two'] } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group', {
      name: 'Especialidad',
    });
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(9);
    for (const radio of radios) await expect(radio).not.toBeChecked();
    // The text is the target too, not only the small circle.
    await userEvent.click(within(group).getByText('Pediatría'));
    await expect(within(group).getByRole('radio', { name: 'Pediatría' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Pediatría');
  },
};

export const Keyboard: Story = {
  args: { value: 'Medicina general' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Medicina general' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Pediatría' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Pediatría');
  },
};

export const Error: Story = {
  args: { error: 'Elige la especialidad de tu consulta.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Especialidad' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Elige la especialidad de tu consulta.');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Elige la especialidad de tu consulta.');
  },
};

export const WithHint: Story = {
  args: {
    legend: '¿Para quién es la consulta?',
    hint: 'Tu plan cubre a tu cónyuge y a tus hijos.',
    options: [
      { value: 'titular', label: 'Para mí' },
      { value: 'familiar', label: 'Para un familiar (cónyuge o hijos)' },
    ],
    value: 'titular',
    columns: 'one',
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', {
      name: '¿Para quién es la consulta?',
    });
    await expect(group).toHaveAccessibleDescription('Tu plan cubre a tu cónyuge y a tus hijos.');
    await expect(within(group).getByRole('radio', { name: 'Para mí' })).toBeChecked();
  },
};

export const DisabledOption: Story = {
  args: {
    legend: 'Beneficio que compartes',
    options: [
      { value: '7442', label: 'Cursos online con certificación' },
      {
        value: '7443',
        label: 'Telemedicina (sin licencias disponibles)',
        disabled: true,
      },
    ],
    columns: 'one',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const off = canvas.getByRole('radio', {
      name: 'Telemedicina (sin licencias disponibles)',
    });
    await expect(off).toBeDisabled();
    await userEvent.click(canvas.getByText('Telemedicina (sin licencias disponibles)'));
    await expect(off).not.toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const LongSpanishText: Story = {
  args: {
    legend: '¿Cómo prefieres recibir la confirmación de tu cita y los recordatorios del día anterior?',
    options: [
      {
        value: 'sms',
        label: 'Por mensaje de texto (SMS) al celular que registraste al activar tu cuenta',
      },
      {
        value: 'correo',
        label: 'Por correo electrónico, con el archivo para agregar la cita a tu calendario',
      },
    ],
    columns: 'one',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    value: 'Gastroenterología',
    error: 'Elige la especialidad de tu consulta.',
  },
  play: async ({ canvasElement }) => {
    // One column on a phone: each option spans the group, so no label is squeezed.
    const rows = within(canvasElement)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')!.getBoundingClientRect());
    await expect(new Set(rows.map((r) => Math.round(r.left))).size).toBe(1);
  },
};
