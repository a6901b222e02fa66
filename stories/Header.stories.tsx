import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Header } from '../ui';
import about from './docs/Header.md?raw';

const productLinks = [
  { id: 'proteccion', label: 'Protección de Tarjeta', href: '/proteccion' },
  { id: 'vida', label: 'Vida Plus', href: '/vida' },
  { id: 'detecta', label: 'Detecta Plus', href: '/detecta' },
  { id: 'salud', label: 'Salud', href: '/salud' },
  { id: 'cuotas', label: 'Protección de Pagos', href: '/cuotas' },
  { id: 'hogar', label: 'Hogar Plus', href: '/hogar' },
];

const userMenu = [
  { id: 'perfil', label: 'Configuración de perfil', href: '/ecosistema/configuracion' },
  { id: 'citas', label: 'Citas Programadas', href: '/ecosistema/citas' },
  { id: 'invitados', label: 'Agregar invitados', href: '/ecosistema/invitados' },
];

const mobileMenuItems = [
  { id: 'inicio', label: 'Inicio', href: '/' },
  { id: 'salud', label: 'Salud', href: '/salud' },
  { id: 'hogar', label: 'Hogar Plus', href: '/hogar' },
];

const user = { names: 'María Fernanda', surnames: 'Quispe Huamán' };

const meta = {
  title: 'UI/Header',
  component: Header,
  args: {
    logo: 'Beneficios',
    logoHref: '/',
    activateHref: '/registro/1',
    loginHref: '/inicia',
    productLinks,
    mobileMenuItems,
    onLogout: fn(),
  },
  parameters: { layout: 'fullscreen', docs: { description: { component: about } }, desktopLayout: true },
  // Room below the bar so open menus are part of the picture.
  decorators: [(Story) => <div style={{ minHeight: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Activa tu cuenta' })).toHaveAttribute('href', '/registro/1');
    await expect(canvas.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/inicia');
    await expect(canvas.getByRole('button', { name: 'Conoce tus beneficios' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('link', { name: 'Beneficios' })).toHaveAttribute('href', '/');
    // Desktop: the hamburger is not shown.
    await expect(canvasElement.querySelector('[aria-label="Abrir menú"]')).not.toBeVisible();
  },
};

export const ProductsMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Conoce tus beneficios' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Salud' })).toHaveAttribute('href', '/salud');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(productLinks.length);
  },
};

export const ProductsMenuKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Conoce tus beneficios' });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Protección de Tarjeta' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'Vida Plus' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('link', { name: 'Hogar Plus' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
    await expect(canvas.queryByRole('link', { name: 'Salud' })).not.toBeInTheDocument();
  },
};

export const ProductsMenuClosesOutside: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Conoce tus beneficios' });
    await userEvent.click(button);
    await userEvent.click(canvasElement);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const LoggedIn: Story = {
  args: { user, userMenu, logoHref: '/ecosistema' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /^María\W+menú de la cuenta$/ });
    await expect(button).toHaveTextContent('MQ');
    await expect(button).toHaveTextContent('María');
    await expect(canvas.queryByRole('link', { name: 'Activa tu cuenta' })).not.toBeInTheDocument();
  },
};

export const UserMenuOpen: Story = {
  args: { user, userMenu },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /menú de la cuenta/ }));
    await expect(canvas.getByText('María Fernanda Quispe Huamán')).toBeVisible();
    const entries = canvas.getAllByRole('listitem').map((item) => item.textContent);
    await expect(entries).toEqual(['Configuración de perfil', 'Citas Programadas', 'Agregar invitados', 'Cerrar Sesión']);
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar Sesión' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: /menú de la cuenta/ }));
  },
};

/** The app decides the entries: without appointments or guests, those entries are simply not passed. */
export const UserMenuOnlyProfile: Story = {
  args: { user, userMenu: userMenu.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /menú de la cuenta/ }));
    await expect(canvas.queryByRole('link', { name: 'Citas Programadas' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Agregar invitados' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Configuración de perfil' })).toBeVisible();
  },
};

export const MobileLoggedOut: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hamburger = canvas.getByRole('button', { name: 'Abrir menú' });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(hamburger);
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await expect(hamburger).toHaveAccessibleName('Cerrar menú');
    const menu = canvas.getByRole('navigation', { name: 'Menú' });
    await expect(menu).toBeVisible();
    await expect(within(menu).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Inicio', 'Salud', 'Hogar Plus', 'Activa tu cuenta']);
  },
};

export const MobileMenuEscape: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hamburger = canvas.getByRole('button', { name: 'Abrir menú' });
    await userEvent.click(hamburger);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Inicio' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await expect(hamburger).toHaveFocus();
  },
};

export const MobileLoggedIn: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { user, userMenu },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menú' }));
    const menu = canvas.getByRole('navigation', { name: 'Menú' });
    await expect(within(menu).queryByRole('link', { name: 'Activa tu cuenta' })).not.toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('button', { name: 'Cerrar Sesión' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menú' }));
  },
};

export const LongSpanishText: Story = {
  args: { user: { names: 'Maximiliano Sebastián', surnames: 'Villanueva de la Cruz' }, userMenu },
};
