import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CategoryCarousel, type CarouselCategory } from '../ui';
import about from './docs/CategoryCarousel.md?raw';

const illustration = (tint: string, soft: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" width="320" height="180"><rect width="320" height="180" fill="${soft}"/><circle cx="70" cy="60" r="22" fill="${tint}" opacity=".4"/><path d="M0 140 Q90 80 170 130 T320 110 V180 H0z" fill="${tint}"/></svg>`,
  )}`;

const card = (title: string, description: string, href: string, tint: string, soft: string) => ({
  title,
  description,
  href,
  image: { src: illustration(tint, soft), alt: '', width: 320, height: 180 },
});

const categories: CarouselCategory[] = [
  {
    id: 'hogar',
    name: 'Hogar',
    position: 3,
    active: true,
    family: '7717-1',
    href: '/hogar',
    cards: [
      card('Cerrajería', 'Un cerrajero en tu casa cuando lo necesites.', '/hogar/cerrajeria', '#8a5a00', '#f8f0e0'),
      card('Gasfitería', 'Reparaciones de fugas y atoros.', '/hogar/gasfiteria', '#8a5a00', '#f8f0e0'),
      card('Electricista', 'Arreglos eléctricos de emergencia.', '/hogar/electricista', '#8a5a00', '#f8f0e0'),
    ],
  },
  {
    id: 'salud',
    name: 'Salud',
    position: 1,
    active: true,
    family: '7706-1',
    href: '/salud',
    cards: [
      card(
        'Telemedicina',
        'Consulta por videollamada en hasta 9 especialidades.',
        '/salud/telemedicina',
        '#2e7d32',
        '#e8f5e9',
      ),
      card(
        'Orientación médica',
        'Orientación telefónica en menos de 15 minutos.',
        '/salud/orientacion',
        '#2e7d32',
        '#e8f5e9',
      ),
      card('Nutrición', 'Asesoría nutricional personalizada.', '/salud/nutricion', '#2e7d32', '#e8f5e9'),
      card('Ambulancia', 'Traslado de emergencia.', '/salud/ambulancia', '#2e7d32', '#e8f5e9'),
    ],
  },
  {
    id: 'cuotas',
    name: 'Emprendimiento',
    position: 2,
    active: true,
    family: '7704-1',
    href: '/cuotas',
    cards: [
      card('Coworking', 'Una sala de coworking gratis una semana al año.', '/cuotas/coworking', '#b5470b', '#fdeee4'),
      card('Marketing', 'Asesoría para hacer crecer tu negocio.', '/cuotas/marketing', '#b5470b', '#fdeee4'),
    ],
  },
  {
    id: 'vida',
    name: 'Vida',
    position: 0,
    active: false,
    family: '7705-1',
    href: '/vida',
    cards: [card('Funerario', 'Servicio funerario.', '/salud/funerario', '#0f766e', '#e2f4f2')],
  },
];

const meta = {
  title: 'UI/CategoryCarousel',
  tags: ['navegación'],
  parameters: { docs: { description: { component: about } } },
  component: CategoryCarousel,
  args: { categories, onCategoryChange: fn() },
} satisfies Meta<typeof CategoryCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const tabNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
const panelOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('tabpanel');
const firstCardTitle = (canvasElement: HTMLElement) =>
  within(panelOf(canvasElement)).getAllByRole('heading')[0]!.textContent;

/** Only active categories, by position; the first is selected and shows up to three cards. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(tabNames(canvasElement)).toEqual(['Salud', 'Emprendimiento', 'Hogar']);
    const salud = within(canvasElement).getByRole('tab', { name: 'Salud' });
    await expect(salud).toHaveAttribute('aria-selected', 'true');
    const panel = panelOf(canvasElement);
    await expect(panel).toHaveAccessibleName('Salud');
    // Salud has four benefits: three show.
    await expect(within(panel).getAllByRole('article')).toHaveLength(3);
    await expect(within(panel).getByRole('link', { name: 'Ver todos los beneficios' })).toHaveAttribute(
      'href',
      '/salud',
    );
  },
};

export const SelectingShowsFirstBenefit: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('tab', { name: 'Hogar' }));
    await expect(within(canvasElement).getByRole('tab', { name: 'Hogar' })).toHaveAttribute('aria-selected', 'true');
    await expect(firstCardTitle(canvasElement)).toBe('Cerrajería');
    await expect(panelOf(canvasElement)).toHaveAttribute('data-family', '7717-1');
    await expect(args.onCategoryChange).toHaveBeenCalledWith('hogar');
  },
};

export const ArrowsCycle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Categoría siguiente' });
    const previous = canvas.getByRole('button', { name: 'Categoría anterior' });
    await userEvent.click(previous);
    await expect(canvas.getByRole('tab', { name: 'Hogar' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(next);
    await expect(canvas.getByRole('tab', { name: 'Salud' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(next);
    await expect(canvas.getByRole('tab', { name: 'Emprendimiento' })).toHaveAttribute('aria-selected', 'true');
    await expect(firstCardTitle(canvasElement)).toBe('Coworking');
  },
};

export const KeyboardTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Salud' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Emprendimiento' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Emprendimiento' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Hogar' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Salud' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Hogar' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Salud' })).toHaveAttribute('aria-selected', 'true');
    // Only the selected tab is in the Tab order.
    await expect(canvas.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  },
};

const swipe = (element: Element, fromX: number, toX: number, pointerType = 'touch') => {
  const y = 200;
  element.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType, clientX: fromX, clientY: y }));
  element.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType, clientX: toX, clientY: y + 10 }));
};

export const SwipeChangesCategory: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    swipe(panelOf(canvasElement), 300, 100);
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Emprendimiento' })).toHaveAttribute('aria-selected', 'true'),
    );
    swipe(panelOf(canvasElement), 100, 300);
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Salud' })).toHaveAttribute('aria-selected', 'true'));
    // Short moves and mouse drags are not swipes.
    swipe(panelOf(canvasElement), 200, 180);
    swipe(panelOf(canvasElement), 300, 100, 'mouse');
    await expect(canvas.getByRole('tab', { name: 'Salud' })).toHaveAttribute('aria-selected', 'true');
    swipe(panelOf(canvasElement), 100, 300);
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Hogar' })).toHaveAttribute('aria-selected', 'true'));
  },
};

/** Links go through the app's router. */
export const WithRouterLink: Story = {
  args: {
    renderLink: ({ href, className, children }) => (
      <a href={`#${href}`} className={className} data-router-link="">
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Ver todos los beneficios' });
    await expect(link).toHaveAttribute('href', '#/salud');
    await expect(link).toHaveAttribute('data-router-link');
  },
};

export const Empty: Story = {
  args: { categories: categories.map((c) => ({ ...c, active: false })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('tablist')).not.toBeInTheDocument();
    await expect(within(canvasElement).getByText('Pronto tendrás nuevos beneficios aquí.')).toBeVisible();
  },
};

export const LongSpanishText: Story = {
  args: {
    categories: [
      {
        ...categories[1]!,
        name: 'Salud y bienestar para toda la familia',
        cards: [
          card(
            'Orientación médica telefónica las 24 horas',
            'Llama y recibe orientación de un médico colegiado en menos de 15 minutos, todos los días del año, sin costo adicional.',
            '/salud/orientacion',
            '#2e7d32',
            '#e8f5e9',
          ),
        ],
      },
      { ...categories[2]!, name: 'Empleabilidad y emprendimiento' },
    ],
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

const familyTabs: [string, string, CarouselCategory['family']][] = [
  ['proteccion', 'Protección de Tarjeta', '7702-1'],
  ['salud', 'Salud', '7706-1'],
  ['vida', 'Vida Plus', '7705-1'],
  ['cuotas', 'Protección de Pagos', '7704-1'],
  ['detecta', 'Detecta Plus', '7703-1'],
  ['hogar', 'Hogar Plus', '7717-1'],
  ['vidaTotal', 'Vida (Total)', '7715-1'],
  ['detecta-power', 'Detecta Power!', '7722-1'],
  ['vida-power', 'Vida Power!', '7723-1'],
];

/**
 * The home's nine families on a 320 px phone: the tab row scrolls inside the carousel, the carousel and its
 * cards stay as wide as the screen, and both arrows stay on it.
 */
export const MobileNineFamilies: Story = {
  globals: { viewport: { value: 'mobile' } },
  decorators: [(Story) => <div style={{ width: 320, display: 'grid' }}>{Story()}</div>],
  args: {
    categories: familyTabs.map(([id, name, family], position) => ({
      id,
      name,
      position,
      active: true,
      family,
      href: `/${id}`,
      cards: [
        card(
          'Telemedicina',
          'Consultas médicas por videollamada en hasta 9 especialidades.',
          `/${id}/telemedicina`,
          '#1d4f91',
          '#e6eef8',
        ),
      ],
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const root = canvasElement.querySelector('section')!;
    // Measured against the 320 px frame, wherever the page places it.
    const frame = canvasElement.firstElementChild!.getBoundingClientRect();
    await expect(root.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    const next = canvas.getByRole('button', { name: 'Categoría siguiente' });
    await expect(next.getBoundingClientRect().right).toBeLessThanOrEqual(frame.right);
    await expect(within(panelOf(canvasElement)).getByRole('article').getBoundingClientRect().width).toBeLessThanOrEqual(
      320,
    );
    // Moving on to a tab outside the row scrolls it into view.
    await userEvent.click(canvas.getByRole('button', { name: 'Categoría anterior' }));
    const last = canvas.getByRole('tab', { name: 'Vida Power!' });
    await expect(last).toHaveAttribute('aria-selected', 'true');
    const row = canvas.getByRole('tablist');
    await waitFor(() =>
      expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(row.getBoundingClientRect().right + 1),
    );
  },
};
