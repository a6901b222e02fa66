import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '../ui';
import about from './docs/Checkbox.md?raw';

const openTerms = fn();

const termsLabel = (
  <>
    Acepto los{' '}
    <a
      href="#terminos"
      onClick={(event) => {
        event.preventDefault();
        openTerms();
      }}
    >
      términos y condiciones
    </a>
  </>
);

const meta = {
  title: 'UI/Checkbox',
  tags: ['campo'],
  parameters: { docs: { description: { component: about } } },
  component: Checkbox,
  args: { label: termsLabel, onCheckedChange: fn() },
  beforeEach: () => {
    openTerms.mockClear();
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Acepto los términos y condiciones' });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const LabelTogglesTheBox: Story = {
  args: { label: 'Acepto la política de protección de datos personales' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Acepto la política de protección de datos personales'));
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

export const LinkDoesNotToggle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'términos y condiciones' }));
    await expect(openTerms).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox');
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    // The link is its own tab stop and opens with Enter without toggling the box.
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(openTerms).toHaveBeenCalledTimes(1);
    await expect(box).toBeChecked();
  },
};

export const Error: Story = {
  args: { error: 'Debe aceptar los términos y condiciones' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Debe aceptar los términos y condiciones');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Debe aceptar los términos y condiciones');
  },
};

/** The error shows when the form is sent unticked and leaves once ticked. */
export const ErrorClearsWhenTicked: Story = {
  render: function Render(args) {
    const [checked, setChecked] = useState(false);
    const [submitted, setSubmitted] = useState(false);
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
        }}
        style={{ display: 'grid', gap: 12, justifyItems: 'start' }}
      >
        <Checkbox
          {...args}
          checked={checked}
          onCheckedChange={setChecked}
          error={submitted && !checked ? 'Debe aceptar los términos y condiciones' : undefined}
        />
        <button type="submit">Continuar</button>
      </form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Debe aceptar los términos y condiciones');
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toBeDisabled();
    await expect(box).toBeChecked();
  },
};

export const LongSpanishText: Story = {
  args: {
    label:
      'Autorizo el tratamiento de mis datos personales para recibir información sobre beneficios, promociones y novedades de los productos de la financiera y sus socios comerciales',
    hint: 'Opcional. Puedes revocar esta autorización en cualquier momento.',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { error: 'Debe aceptar los términos y condiciones' },
};
