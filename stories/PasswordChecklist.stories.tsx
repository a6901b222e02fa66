import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PasswordChecklist, TextField, passwordChecks } from '../ui';
import about from './docs/PasswordChecklist.md?raw';

const meta = {
  title: 'UI/PasswordChecklist',
  tags: ['campo'],
  parameters: { docs: { description: { component: about } } },
  component: PasswordChecklist,
  args: { value: '', onValidityChange: fn() },
} satisfies Meta<typeof PasswordChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

const item = (canvas: ReturnType<typeof within>, text: string) => canvas.getByText(text).closest('li')!;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Requisitos de la contraseña' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    for (const li of within(list).getAllByRole('listitem')) {
      await expect(li).toHaveAttribute('data-met', 'false');
      await expect(li).toHaveTextContent('pendiente');
    }
    // Effects report validity after paint: a production build renders without act(), so wait for the call.
    await waitFor(() => expect(args.onValidityChange).toHaveBeenLastCalledWith(false));
  },
};

export const Partial: Story = {
  args: { value: 'clave123' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(item(canvas, 'Debe incluir letras y números')).toHaveAttribute('data-met', 'true');
    await expect(item(canvas, 'Debe incluir letras y números')).toHaveTextContent('cumplido');
    await expect(item(canvas, 'Debe incluir un carácter especial')).toHaveAttribute('data-met', 'false');
    await expect(item(canvas, 'Debe tener mínimo 8 caracteres')).toHaveAttribute('data-met', 'true');
  },
};

export const AllPass: Story = {
  args: { value: 'Clave¿2026' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const li of canvas.getAllByRole('listitem')) await expect(li).toHaveAttribute('data-met', 'true');
    // Effects report validity after paint: a production build renders without act(), so wait for the call.
    await waitFor(() => expect(args.onValidityChange).toHaveBeenLastCalledWith(true));
  },
};

/** Each item ticks as the user types, and validity is reported both ways. */
export const TicksLive: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('');
    return (
      <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
        <TextField
          label="Contraseña"
          type="password"
          autoComplete="new-password"
          value={value}
          onValueChange={setValue}
          aria-describedby="reglas"
        />
        <PasswordChecklist {...args} id="reglas" value={value} />
      </div>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Contraseña');
    const letters = item(canvas, 'Debe incluir letras y números');
    const special = item(canvas, 'Debe incluir un carácter especial');
    const length = item(canvas, 'Debe tener mínimo 8 caracteres');
    await userEvent.type(input, 'abc');
    await expect(letters).toHaveAttribute('data-met', 'false');
    await userEvent.type(input, '1');
    await expect(letters).toHaveAttribute('data-met', 'true');
    await expect(special).toHaveAttribute('data-met', 'false');
    await userEvent.type(input, '#');
    await expect(special).toHaveAttribute('data-met', 'true');
    await expect(length).toHaveAttribute('data-met', 'false');
    await waitFor(() => expect(args.onValidityChange).toHaveBeenLastCalledWith(false));
    await userEvent.type(input, 'xyz');
    await expect(length).toHaveAttribute('data-met', 'true');
    await waitFor(() => expect(args.onValidityChange).toHaveBeenLastCalledWith(true));
    await userEvent.type(input, '{Backspace}');
    await expect(length).toHaveAttribute('data-met', 'false');
    await waitFor(() => expect(args.onValidityChange).toHaveBeenLastCalledWith(false));
  },
};

export const PureFunction: Story = {
  args: { value: 'Hola-2026' },
  play: async () => {
    await expect(passwordChecks('')).toEqual({
      lettersAndDigits: false,
      specialCharacter: false,
      minLength: false,
      allPass: false,
    });
    await expect(passwordChecks('abcdefgh').lettersAndDigits).toBe(false);
    await expect(passwordChecks('12345678').lettersAndDigits).toBe(false);
    await expect(passwordChecks('ñandú2026').lettersAndDigits).toBe(true);
    for (const ch of "!#*@?¿()$%&'+=/^_`{|}~-") await expect(passwordChecks(`a1${ch}`).specialCharacter).toBe(true);
    await expect(passwordChecks('abc1.,;:"<>').specialCharacter).toBe(false);
    await expect(passwordChecks('a1#4567').minLength).toBe(false);
    await expect(passwordChecks('a1#45678').allPass).toBe(true);
  },
};

export const LongSpanishText: Story = {
  args: {
    value: 'abc1',
    labels: {
      lettersAndDigits: 'Tu contraseña debe combinar letras (mayúsculas o minúsculas) con al menos un número',
      specialCharacter: 'Incluye al menos un carácter especial, por ejemplo ¿ ? ! # $ % & o @',
      minLength: 'Debe tener como mínimo 8 caracteres y como máximo 16',
    },
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { value: 'clave#' },
};
