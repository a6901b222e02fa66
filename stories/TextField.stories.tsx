import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, TextField } from '../ui';
import about from './docs/TextField.md?raw';

const meta = {
  title: 'UI/TextField',
  tags: ['campo'],
  parameters: { docs: { description: { component: about } } },
  component: TextField,
  args: { label: 'Nombres', onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    label: 'Correo electrónico',
    type: 'email',
    autoComplete: 'email',
    inputMode: 'email',
    placeholder: 'nombre@correo.com',
  },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Correo electrónico');
    await expect(input).toHaveAttribute('autocomplete', 'email');
    await expect(input).toHaveAttribute('inputmode', 'email');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'ana@correo.pe');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('ana@correo.pe');
  },
};

export const WithHint: Story = {
  args: {
    label: 'Celular',
    hint: '9 dígitos, empezando con 9.',
    inputMode: 'tel',
    autoComplete: 'tel-national',
    inputFilter: 'digits',
    maxLength: 9,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Celular');
    await expect(input).toHaveAccessibleDescription('9 dígitos, empezando con 9.');
  },
};

export const Error: Story = {
  args: {
    label: 'Número de documento',
    defaultValue: '1234',
    inputMode: 'numeric',
    inputFilter: 'digits',
    maxLength: 8,
    error: 'El DNI debe contar con 8 dígitos',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Número de documento');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('El DNI debe contar con 8 dígitos');
    await expect(canvas.getByRole('alert')).toHaveTextContent('El DNI debe contar con 8 dígitos');
  },
};

export const Disabled: Story = {
  args: { label: 'Número de documento', defaultValue: '45678912', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Número de documento')).toBeDisabled();
  },
};

export const DigitsOnlyWithMaxLength: Story = {
  args: { label: 'DNI', inputMode: 'numeric', inputFilter: 'digits', maxLength: 8 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('DNI');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '12a-34 56b78999');
    await expect(input).toHaveValue('12345678');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('12345678');
  },
};

export const PasteIsFiltered: Story = {
  args: { label: 'DNI', inputMode: 'numeric', inputFilter: 'digits', maxLength: 8 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('DNI');
    await userEvent.click(input);
    await userEvent.paste('12.345.678');
    // Paste is allowed; the formatting is stripped before the length limit applies, so no digit is lost.
    await expect(input).toHaveValue('12345678');
  },
};

export const LettersOnly: Story = {
  args: { label: 'Nombres', inputFilter: 'letters', autoComplete: 'given-name' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Nombres');
    await userEvent.type(input, 'María José 2 Núñez!');
    await expect(input).toHaveValue('María José  Núñez');
  },
};

/** The error appears after leaving the field and is announced; it goes when the value is fixed. */
export const ErrorAppearsAndClears: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('');
    const [touched, setTouched] = useState(false);
    const error = touched && value.length !== 8 ? 'El DNI debe contar con 8 dígitos' : undefined;
    return (
      <TextField
        {...args}
        label="DNI"
        inputMode="numeric"
        inputFilter="digits"
        maxLength={8}
        value={value}
        onValueChange={setValue}
        onBlur={() => setTouched(true)}
        error={error}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('DNI');
    await userEvent.type(input, '1234');
    await userEvent.tab();
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('El DNI debe contar con 8 dígitos');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, '5678');
    await expect(input).toHaveValue('12345678');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(input).not.toHaveAttribute('aria-invalid');
    // Leave the field, so the snapshot shows the settled field rather than a focus ring mid-relayout.
    await userEvent.tab();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Focused: Story = {
  args: { label: 'Nombres', defaultValue: 'Rosa' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByLabelText('Nombres')).toHaveFocus();
  },
};

export const LongSpanishText: Story = {
  args: {
    label: 'Nombres completos tal como aparecen en tu documento de identidad',
    hint: 'Escribe solo letras y espacios; puedes usar tildes y la letra ñ. No incluyas apellidos en este campo.',
    defaultValue: 'María de los Ángeles Guadalupe',
    error: 'Ingresa tus nombres usando solo letras y espacios, sin números ni símbolos.',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    label: 'Correo electrónico',
    type: 'email',
    defaultValue: 'rosa.quispe@correo.pe',
    hint: 'Te enviaremos la confirmación.',
  },
};

/** Password fields carry a show/hide button (WCAG 3.3.8): hidden by default. */
export const Password: Story = {
  args: { label: 'Contraseña', type: 'password', autoComplete: 'current-password', defaultValue: 'Beneficio#2026' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Contraseña');
    await expect(input).toHaveAttribute('type', 'password');
    const reveal = canvas.getByRole('button', { name: 'Mostrar contraseña' });
    await expect(reveal).toHaveAttribute('aria-pressed', 'false');
    // The text never runs under the button: the input keeps the button's width free at its end.
    const endPadding = parseFloat(getComputedStyle(input).paddingInlineEnd);
    await expect(endPadding).toBeGreaterThanOrEqual(reveal.getBoundingClientRect().width);
  },
};

/** Pressing the button shows the text; pressing again hides it; the value and autocomplete stay. */
export const PasswordRevealed: Story = {
  args: { label: 'Contraseña', type: 'password', autoComplete: 'new-password', defaultValue: 'Beneficio#2026' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Contraseña');
    const toggle = canvas.getByRole('button', { name: 'Mostrar contraseña' });
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveValue('Beneficio#2026');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
  },
};

export const PasswordWithError: Story = {
  args: { label: 'Contraseña', type: 'password', defaultValue: 'corta', error: 'Debe tener mínimo 8 caracteres' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Contraseña')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: 'Mostrar contraseña' })).toBeEnabled();
  },
};

export const PasswordDisabled: Story = {
  args: { label: 'Contraseña', type: 'password', disabled: true, defaultValue: 'Beneficio#2026' },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('button', { name: 'Mostrar contraseña' })).toBeDisabled(),
};

/** Another app may turn the button off. */
export const PasswordNotRevealable: Story = {
  args: { label: 'Clave de la tarjeta', type: 'password', revealable: false },
  play: async ({ canvasElement }) => expect(within(canvasElement).queryByRole('button')).toBeNull(),
};

export const PasswordMobile: Story = {
  args: { label: 'Contraseña', type: 'password', defaultValue: 'Beneficio#2026' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar contraseña' }));
    await expect(canvas.getByLabelText('Contraseña')).toHaveValue('Beneficio#2026');
  },
};

/**
 * The password field left with too short a value, and the point at the checkbox's centre where a tap lands: both
 * tap stories press there as the browser would, the second with a finger.
 */
async function leaveFieldForTheCheckbox(
  canvasElement: HTMLElement,
  pointer: { pointerId: number; pointerType?: string },
) {
  const canvas = within(canvasElement);
  const field = canvas.getByLabelText('Contraseña');
  const checkbox = canvas.getByLabelText<HTMLInputElement>('Acepto los términos y condiciones');
  await userEvent.type(field, 'abc');
  const box = checkbox.getBoundingClientRect();
  const at = {
    clientX: box.left + box.width / 2,
    clientY: box.top + box.height / 2,
    bubbles: true,
    isPrimary: true,
    ...pointer,
  };
  const pressed = document.elementFromPoint(at.clientX, at.clientY)!;
  await expect(pressed).toBe(checkbox);
  /** What is under the finger now, where the click goes. */
  const underFinger = () => document.elementFromPoint(at.clientX, at.clientY) as HTMLElement;
  return { canvas, field, checkbox, at, pressed, underFinger };
}

/**
 * A message that appears on blur waits for the tap that caused the blur: the press lands on the checkbox below,
 * and the release must land on it too, or the tap is lost (registration step 2 at any width).
 */
export const BlurMessageWaitsForTheTap: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: function Render(args) {
    const [value, setValue] = useState('');
    const [touched, setTouched] = useState(false);
    const [accepted, setAccepted] = useState(false);
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <TextField
          {...args}
          label="Contraseña"
          type="password"
          value={value}
          onValueChange={setValue}
          onBlur={() => setTouched(true)}
          error={touched && value.length < 8 ? 'Debe tener mínimo 8 caracteres' : undefined}
        />
        <Checkbox label="Acepto los términos y condiciones" checked={accepted} onCheckedChange={setAccepted} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const { canvas, field, checkbox, at, pressed, underFinger } = await leaveFieldForTheCheckbox(canvasElement, {
      pointerId: 1,
    });
    // A tap as the browser runs it: the press lands on the checkbox and takes the focus from the field, and the
    // click goes to whatever is under the finger when it lifts.
    pressed.dispatchEvent(new PointerEvent('pointerdown', at));
    checkbox.focus();
    await expect(field).not.toHaveFocus();
    const released = underFinger();
    released.dispatchEvent(new PointerEvent('pointerup', at));
    released.click();
    await expect(released).toBe(checkbox);
    await expect(checkbox).toBeChecked();
    // Once the tap is over, the field says what is wrong.
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Debe tener mínimo 8 caracteres');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * On a touch screen the finger lifts before the focus moves: the browser releases the press, then moves the focus
 * and clicks where the finger was. The message still waits for that click (registration at 360 px: the terms
 * checkbox and the insurance options right after a field left invalid).
 */
export const BlurMessageWaitsForTheTouchTap: Story = {
  ...BlurMessageWaitsForTheTap,
  play: async ({ canvasElement }) => {
    const { canvas, field, checkbox, at, pressed, underFinger } = await leaveFieldForTheCheckbox(canvasElement, {
      pointerId: 2,
      pointerType: 'touch',
    });
    pressed.dispatchEvent(new PointerEvent('pointerdown', at));
    pressed.dispatchEvent(new PointerEvent('pointerup', at));
    // The tap's focus change, and React's answer to it (a microtask after the event, as in the browser).
    checkbox.focus();
    await expect(field).not.toHaveFocus();
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    const clicked = underFinger();
    clicked.click();
    await expect(clicked).toBe(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Debe tener mínimo 8 caracteres');
  },
};
