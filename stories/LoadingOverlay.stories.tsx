import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, LoadingOverlay, TextField } from '../ui';
import about from './docs/LoadingOverlay.md?raw';

const submit = fn();

const form = (
  <form style={{ display: 'grid', gap: 16, maxWidth: 420, padding: 16 }} onSubmit={(e) => e.preventDefault()}>
    <TextField label="Correo electrónico" defaultValue="rosa.quispe@correo.pe" />
    <TextField label="Celular" defaultValue="987654321" />
    <Button onClick={submit}>Continuar</Button>
  </form>
);

const meta = {
  title: 'UI/LoadingOverlay',
  tags: ['diálogo', 'aviso'],
  parameters: { docs: { description: { component: about } } },
  component: LoadingOverlay,
  args: { loading: true, message: 'Validando tus datos', children: form },
  beforeEach: () => {
    submit.mockClear();
  },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvasElement.querySelector('[aria-busy]')!;
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Validando tus datos');
  },
};

export const BlocksThePointer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Continuar' });
    // What is on top at the button's centre is the veil, not the button.
    const box = button.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(canvas.getByTestId('loading-overlay').contains(top)).toBe(true);
    await expect(button.contains(top)).toBe(false);
    // A click where the button is lands on the veil and never reaches the form.
    (top as HTMLElement).click();
    await expect(submit).not.toHaveBeenCalled();
  },
};

export const TrapsNoFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByLabelText('Correo electrónico')).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Continuar' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
  },
};

export const Idle: Story = {
  args: { loading: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
    await expect(canvas.queryByTestId('loading-overlay')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(submit).toHaveBeenCalledTimes(1);
  },
};

export const TogglesWithState: Story = {
  render: function Render(args) {
    const [loading, setLoading] = useState(false);
    return (
      <LoadingOverlay {...args} loading={loading}>
        <div style={{ padding: 16, display: 'grid', gap: 12, justifyItems: 'start' }}>
          <p style={{ margin: 0 }}>Paso 2: tus datos de contacto</p>
          <Button onClick={() => setLoading(true)}>Registrar</Button>
        </div>
      </LoadingOverlay>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Registrar' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Validando tus datos');
    await expect(canvasElement.querySelector('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LongSpanishText: Story = {
  args: { message: 'Estamos validando tu documento con la financiera, esto puede tardar unos segundos' },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
