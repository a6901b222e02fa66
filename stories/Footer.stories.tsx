import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Footer } from '../ui';
import about from './docs/Footer.md?raw';

const meta = {
  title: 'UI/Footer',
  tags: ['navegación'],
  component: Footer,
  args: {
    onTermsClick: fn(),
    onPrivacyClick: fn(),
    contactEmail: 'contacto@beneficios.pe',
    financePhone: '(01) 311 9000',
    complaintsBookHref: 'https://reclamos.example.pe/libro',
    legalLine: 'Beneficios para asegurados',
    version: 'V2.1.0',
    company: {
      name: 'Financiera Beneficios S.A.',
      ruc: '20555555551',
      address: 'Av. Javier Prado Este 1234, San Isidro, Lima',
      registration: 'Empresa supervisada por la Superintendencia de Banca, Seguros y AFP (SBS)',
    },
    onCookieSettingsClick: fn(),
    aboutHref: '/nosotros',
  },
  parameters: { layout: 'fullscreen', docs: { description: { component: about } } },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('V2.1.0')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'contacto@beneficios.pe' })).toHaveAttribute(
      'href',
      'mailto:contacto@beneficios.pe',
    );
    await expect(canvas.getByRole('link', { name: /311 9000/ })).toHaveAttribute('href', 'tel:013119000');
    await expect(canvas.getByText('RUC 20555555551')).toBeVisible();
    await expect(canvas.getByText('Financiera Beneficios S.A.')).toBeVisible();
  },
};

export const LegalTriggers: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Términos y condiciones' }));
    await expect(args.onTermsClick).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Política de privacidad' }));
    await expect(args.onPrivacyClick).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Preferencias de cookies' }));
    await expect(args.onCookieSettingsClick).toHaveBeenCalledTimes(1);
  },
};

export const ComplaintsBookOpensNewTab: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Libro de reclamaciones (se abre en una pestaña nueva)',
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', 'https://reclamos.example.pe/libro');
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Términos y condiciones' })).toHaveFocus();
  },
};

export const LongSpanishText: Story = {
  args: {
    contactEmail: 'atencion.al.cliente.beneficios.seguros@financiera-ejemplo.com.pe',
    legalLine: 'Beneficios exclusivos para asegurados y sus invitados. Todos los derechos reservados.',
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

/** Without a company, cookie preferences or an about page (another app of the lender), those parts are not drawn. */
export const Minimal: Story = {
  args: { company: undefined, onCookieSettingsClick: undefined, aboutHref: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Preferencias de cookies' })).toBeNull();
    await expect(canvas.queryByText(/RUC/)).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Nosotros' })).toBeNull();
  },
};

/** «Nosotros» leads to the page about the company, through the app's own router link when given one. */
export const AboutLink: Story = {
  args: {
    renderLink: ({ href, className, children }) => (
      <a href={href} className={className} data-router-link="">
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Nosotros' });
    await expect(link).toHaveAttribute('href', '/nosotros');
    await expect(link).toHaveAttribute('data-router-link');
  },
};
