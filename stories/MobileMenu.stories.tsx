import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MobileMenu } from '../ui';
import about from './docs/MobileMenu.md?raw';

const items = [
  { id: 'inicio', label: 'Inicio', href: '/ecosistema', current: true },
  { id: 'salud', label: 'Salud', href: '/ecosistema/salud' },
  { id: 'vida', label: 'Vida Plus', href: '/ecosistema/vida' },
  { id: 'detecta-power', label: 'Detecta Power!', href: '/ecosistema/detecta-power' },
];

const meta = {
  title: 'UI/MobileMenu',
  parameters: { docs: { description: { component: about } } },
  component: MobileMenu,
  args: {
    open: true,
    items,
    loggedIn: false,
    activateHref: '/registro/1',
    onClose: fn(),
    onLogout: fn(),
    // A router link: it navigates without reloading the page (here, it only reports the click).
    renderLink: ({ href, className, children, onClick, 'aria-current': current }) => (
      <a
        href={href}
        className={className}
        aria-current={current}
        onClick={(event) => {
          event.preventDefault();
          onClick?.();
        }}
      >
        {children}
      </a>
    ),
  },
  globals: { viewport: { value: 'mobile' } },
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Anonymous: Story = {
  play: async ({ canvasElement, args }) => {
    const menu = within(canvasElement).getByRole('navigation', { name: 'Menú' });
    await expect(within(menu).getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
    const activate = within(menu).getByRole('link', { name: 'Activa tu cuenta' });
    await expect(activate).toHaveAttribute('href', '/registro/1');
    await userEvent.click(within(menu).getByRole('link', { name: 'Salud' }));
    await expect(args.onClose).toHaveBeenCalledWith(false);
  },
};

export const LoggedIn: Story = {
  args: { loggedIn: true },
  play: async ({ canvasElement, args }) => {
    const menu = within(canvasElement).getByRole('navigation', { name: 'Menú' });
    await expect(within(menu).queryByRole('link', { name: 'Activa tu cuenta' })).not.toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('button', { name: 'Cerrar Sesión' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const EscapeAsksToClose: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledWith(true);
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const Empty: Story = { args: { items: [] } };

export const LongSpanishText: Story = {
  args: { items: [...items, { id: 'largo', label: 'Protección de Pagos y beneficios de empleabilidad y emprendimiento', href: '/ecosistema/cuotas' }] },
};
