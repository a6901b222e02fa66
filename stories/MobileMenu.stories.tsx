import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MobileMenu } from '../ui';
import about from './docs/MobileMenu.md?raw';
import { accountLinks, productPages } from './fixtures/navigation';

const items = [
  { id: 'inicio', label: 'Inicio', href: '/ecosistema', current: true },
  { id: 'salud', label: 'Salud', href: '/ecosistema/salud' },
  { id: 'vida', label: 'Vida Plus', href: '/ecosistema/vida' },
  { id: 'detecta-power', label: 'Detecta Power!', href: '/ecosistema/detecta-power' },
];

const meta = {
  title: 'UI/MobileMenu',
  tags: ['diálogo', 'navegación'],
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

const products = productPages;
const account = accountLinks;

/** Anonymous: "Iniciar sesión" and "Activa tu cuenta" first, then Inicio and the nine product pages. */
export const Anonymous: Story = {
  args: {
    items: [{ id: 'inicio', label: 'Inicio', href: '/', current: true }],
    productItems: products,
    loginHref: '/inicia',
  },
  play: async ({ canvasElement, args }) => {
    const menu = within(canvasElement).getByRole('navigation', { name: 'Menú' });
    await expect(within(menu).getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
    await expect(within(menu).getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/inicia');
    await expect(within(menu).getByRole('link', { name: 'Activa tu cuenta' })).toHaveAttribute('href', '/registro/1');
    const list = within(menu).getByRole('list', { name: 'Conoce tus beneficios' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    await userEvent.click(within(list).getByRole('link', { name: 'Salud' }));
    await expect(args.onClose).toHaveBeenCalledWith(false);
    await userEvent.click(within(menu).getByRole('link', { name: 'Iniciar sesión' }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/** Without a login target, the anonymous menu offers activation only (the library's older use). */
export const AnonymousActivationOnly: Story = {
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByRole('navigation', { name: 'Menú' });
    await expect(within(menu).queryByRole('link', { name: 'Iniciar sesión' })).not.toBeInTheDocument();
    await expect(within(menu).getByRole('link', { name: 'Activa tu cuenta' })).toBeVisible();
  },
};

/** Logged in: the person's initials and name, the ecosystems, their entries and "Cerrar Sesión". */
export const LoggedIn: Story = {
  args: {
    loggedIn: true,
    user: { names: 'José Luis', surnames: 'Rojas Flores' },
    accountItems: account,
    productItems: products,
  },
  play: async ({ canvasElement, args }) => {
    const menu = within(canvasElement).getByRole('navigation', { name: 'Menú' });
    await expect(within(menu).getByText('José Luis Rojas Flores')).toBeVisible();
    await expect(within(menu).getByText('JR')).toBeVisible();
    await expect(within(menu).queryByRole('link', { name: 'Activa tu cuenta' })).not.toBeInTheDocument();
    // The product pages are for visitors; a customer sees their own ecosystems.
    await expect(within(menu).queryByRole('list', { name: 'Conoce tus beneficios' })).not.toBeInTheDocument();
    const mine = within(menu).getByRole('list', { name: 'Tu cuenta' });
    await expect(
      within(mine)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Configuración de perfil', 'Citas Programadas', 'Agregar invitados', 'Cerrar Sesión']);
    await userEvent.click(within(menu).getByRole('button', { name: 'Cerrar Sesión' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** Escape closes the menu wherever the focus is (often still on the hamburger). */
export const EscapeAsksToClose: Story = {
  play: async ({ args }) => {
    // The menu listens from the frame after it opens (it ignores the tap that opened it).
    await waitFor(async () => {
      await userEvent.keyboard('{Escape}');
      await expect(args.onClose).toHaveBeenCalledWith(true);
    });
  },
};

/** A tap outside the menu asks to close it, returning the focus when nothing else took it. */
export const TapOutsideAsksToClose: Story = {
  decorators: [
    (Story) => (
      <div style={{ paddingBottom: 120 }}>
        {Story()}
        <p>Contenido de la página</p>
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByText('Contenido de la página'));
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

/** The narrowest phone: a long ecosystem name and a long person's name wrap inside 320 px. */
export const LongSpanishText: Story = {
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  args: {
    loggedIn: true,
    user: { names: 'Maximiliano Sebastián', surnames: 'Villanueva de la Cruz' },
    accountItems: account,
    items: [
      ...items,
      {
        id: 'largo',
        label: 'Protección de Pagos y beneficios de empleabilidad y emprendimiento',
        href: '/ecosistema/cuotas',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByRole('navigation', { name: 'Menú' });
    await expect(menu.scrollWidth).toBeLessThanOrEqual(menu.clientWidth);
    await expect(within(menu).getByText('Maximiliano Sebastián Villanueva de la Cruz')).toBeVisible();
  },
};
