import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Header } from '../ui';
import about from './docs/Header.md?raw';
import { accountLinks, productPages } from './fixtures/navigation';

/** The six family pages the desktop bar lists first. */
const productLinks = productPages.slice(0, 6);

const userMenu = accountLinks;

const mobileMenuItems = [
  { id: 'inicio', label: 'Inicio', href: '/' },
  { id: 'salud', label: 'Salud', href: '/salud' },
  { id: 'hogar', label: 'Hogar Plus', href: '/hogar' },
];

const user = { names: 'María Fernanda', surnames: 'Quispe Huamán' };

const meta = {
  title: 'UI/Header',
  tags: ['navegación'],
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
    await expect(canvas.getByRole('button', { name: 'Conoce tus beneficios' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
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
    await expect(entries).toEqual([
      'Configuración de perfil',
      'Citas Programadas',
      'Agregar invitados',
      'Cerrar Sesión',
    ]);
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

/** The nine public product pages of "Conoce tus beneficios", as the portal lists them. */
const allProducts = productPages;

/** On a phone the menu carries everything the desktop bar does: login, activation and the nine product pages. */
export const MobileLoggedOut: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { productLinks: allProducts, mobileMenuItems: [{ id: 'inicio', label: 'Inicio', href: '/' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hamburger = canvas.getByRole('button', { name: 'Abrir menú' });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(hamburger);
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await expect(hamburger).toHaveAccessibleName('Cerrar menú');
    const menu = canvas.getByRole('navigation', { name: 'Menú' });
    await expect(menu).toBeVisible();
    await expect(within(menu).getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/inicia');
    await expect(within(menu).getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(within(menu).getByRole('link', { name: 'Activa tu cuenta' })).toHaveAttribute('href', '/registro/1');
    const products = within(menu).getByRole('list', { name: 'Conoce tus beneficios' });
    await expect(
      within(products)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(allProducts.map((p) => p.label));
    await expect(within(products).getByRole('link', { name: 'Hogar Plus' })).toHaveAttribute('href', '/hogar');
  },
};

/** Escape closes the menu even while the focus is still on the hamburger, and the focus stays there. */
export const MobileMenuEscape: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hamburger = canvas.getByRole('button', { name: 'Abrir menú' });
    await userEvent.click(hamburger);
    await userEvent.keyboard('{Escape}');
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await expect(hamburger).toHaveFocus();
    // From inside the menu too.
    await userEvent.click(hamburger);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Iniciar sesión' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await expect(hamburger).toHaveFocus();
  },
};

/** A tap outside the menu closes it; a tap on the hamburger toggles it as before. */
export const MobileMenuClosesOutside: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hamburger = canvas.getByRole('button', { name: 'Abrir menú' });
    await userEvent.click(hamburger);
    await expect(canvas.getByRole('navigation', { name: 'Menú' })).toBeVisible();
    await userEvent.click(canvasElement);
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await expect(hamburger).toHaveFocus();
    await userEvent.click(hamburger);
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(hamburger);
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Logged in on a phone: the person's name and initials and the avatar menu's entries, then "Cerrar Sesión". */
export const MobileLoggedIn: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    user,
    userMenu,
    logoHref: '/ecosistema',
    mobileMenuItems: [
      { id: 'inicio', label: 'Inicio', href: '/ecosistema' },
      { id: 'salud', label: 'Salud', href: '/ecosistema/salud' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menú' }));
    const menu = canvas.getByRole('navigation', { name: 'Menú' });
    await expect(within(menu).getByText('María Fernanda Quispe Huamán')).toBeVisible();
    await expect(within(menu).getByText('MQ')).toBeVisible();
    await expect(within(menu).queryByRole('link', { name: 'Activa tu cuenta' })).not.toBeInTheDocument();
    await expect(within(menu).queryByRole('link', { name: 'Iniciar sesión' })).not.toBeInTheDocument();
    await expect(
      within(menu)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Inicio',
      'Salud',
      'Configuración de perfil',
      'Citas Programadas',
      'Agregar invitados',
      'Cerrar Sesión',
    ]);
    await expect(within(menu).getByRole('link', { name: 'Citas Programadas' })).toHaveAttribute(
      'href',
      '/ecosistema/citas',
    );
    await userEvent.click(within(menu).getByRole('button', { name: 'Cerrar Sesión' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menú' }));
  },
};

/** The narrowest phone (320 px) with a long name: everything wraps inside the screen. */
export const MobileLoggedInLongName: Story = {
  globals: { viewport: { value: 'mobile' } },
  decorators: [(Story) => <div style={{ width: 320, minHeight: 560 }}>{Story()}</div>],
  args: {
    user: { names: 'Maximiliano Sebastián', surnames: 'Villanueva de la Cruz' },
    userMenu,
    mobileMenuItems: [{ id: 'inicio', label: 'Inicio', href: '/ecosistema' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menú' }));
    const menu = canvas.getByRole('navigation', { name: 'Menú' });
    await expect(within(menu).getByText('Maximiliano Sebastián Villanueva de la Cruz')).toBeVisible();
    await expect(menu.scrollWidth).toBeLessThanOrEqual(menu.clientWidth);
  },
};

export const LongSpanishText: Story = {
  args: { user: { names: 'Maximiliano Sebastián', surnames: 'Villanueva de la Cruz' }, userMenu },
};
