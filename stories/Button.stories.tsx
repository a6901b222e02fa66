import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, FamilyScope } from '../ui';
import about from './docs/Button.md?raw';

const meta = {
  title: 'UI/Button',
  tags: ['navegación'],
  parameters: { docs: { description: { component: about } } },
  component: Button,
  args: { children: 'Activar', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Activar' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Iniciar sesión' } };

export const Link: Story = { args: { variant: 'link', children: 'Ver todos los beneficios' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Finalizar' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center', flexWrap: 'wrap' }}>
      <Button {...args} size="sm">
        Pequeño
      </Button>
      <Button {...args} size="md">
        Mediano
      </Button>
      <Button {...args} size="lg">
        Grande
      </Button>
    </div>
  ),
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Activar' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Registrando' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Registrando/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(within(button).getByRole('status')).toHaveTextContent('Procesando');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Activar' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const AsLink: Story = {
  args: { asChild: true, children: <a href="#registro">Activa tu cuenta</a> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Activa tu cuenta' });
    await expect(link).toHaveAttribute('href', '#registro');
  },
};

export const LongSpanishText: Story = {
  args: { children: 'Quiero activar mi cuenta gratuita y conocer todos los beneficios de mi seguro' },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { fullWidth: true, children: 'Activa tu cuenta' },
};

export const FamilyAccents: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.5rem', gridTemplateColumns: 'repeat(3, max-content)' }}>
      {(['7702-1', '7705-1', '7703-1', '7706-1', '7704-1', '7717-1', '7715-1', '7722-1', '7723-1'] as const).map(
        (code) => (
          <FamilyScope key={code} family={code}>
            <Button {...args}>{code}</Button>
          </FamilyScope>
        ),
      )}
    </div>
  ),
};

/**
 * Hover and keyboard focus, forced without a mouse (the toolbar's pseudo-states button does the same on any story).
 * Not a story test: the addon's stylesheet rewriting does not take effect under the story tests, so its pixels would show rest.
 */
export const States: Story = {
  tags: ['!test'],
  parameters: { pseudo: { hover: ['#hover'], focusVisible: ['#focus'] } },
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center', flexWrap: 'wrap' }}>
      <Button {...args}>En reposo</Button>
      <Button {...args} id="hover">
        Al pasar el puntero
      </Button>
      <Button {...args} id="focus">
        Con foco de teclado
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(3);
  },
};
