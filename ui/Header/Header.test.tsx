import { act } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from '../../tests/browser/render';
import { Header } from './Header';

const base = {
  logo: 'Beneficios',
  logoHref: '/',
  activateHref: '/registro/1',
  loginHref: '/inicia',
  productLinks: [
    { id: 'salud', label: 'Salud', href: '/salud' },
    { id: 'hogar', label: 'Hogar Plus', href: '/hogar' },
  ],
};

const button = (container: HTMLElement, text: RegExp) =>
  [...container.querySelectorAll('button')].find((b) => text.test(b.textContent ?? ''))!;

describe('Header menus', () => {
  // The full navigation shows from desktop widths up.
  beforeAll(async () => {
    await page.viewport(1280, 800);
  });

  it('closes the products menu when focus leaves it', async () => {
    const container = await render(<Header {...base} />);
    const products = button(container, /Conoce tus beneficios/);
    await userEvent.click(products);
    expect(products.getAttribute('aria-expanded')).toBe('true');
    const login = container.querySelector<HTMLAnchorElement>('a[href="/inicia"]')!;
    act(() => login.focus());
    expect(products.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the menu after choosing an entry', async () => {
    const container = await render(
      <Header
        {...base}
        renderLink={({ href, className, children }) => (
          <a href={`#${href}`} className={className}>
            {children}
          </a>
        )}
      />,
    );
    const products = button(container, /Conoce tus beneficios/);
    await userEvent.click(products);
    await userEvent.click(container.querySelector('a[href="#/salud"]')!);
    expect(products.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows only the account entries it is given, then "Cerrar Sesión"', async () => {
    const onLogout = vi.fn();
    const container = await render(
      <Header
        {...base}
        user={{ names: 'José Luis', surnames: 'Ñahui Rojas' }}
        userMenu={[{ id: 'perfil', label: 'Configuración de perfil', href: '/p' }]}
        onLogout={onLogout}
      />,
    );
    const account = button(container, /José/);
    expect(account.textContent).toContain('JÑ');
    await userEvent.click(account);
    const entries = [...container.querySelectorAll('[data-menu="user"] li')].map((li) => li.textContent);
    expect(entries).toEqual(['Configuración de perfil', 'Cerrar Sesión']);
    await userEvent.click(button(container, /^Cerrar Sesión$/));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
