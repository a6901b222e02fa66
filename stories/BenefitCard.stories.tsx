import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BenefitCard, CardGrid, FamilyScope } from '../ui';
import { families } from '../tokens';
import about from './docs/BenefitCard.md?raw';

/** Our own flat illustration as a data URI: a soft background, a sun and two hills in the given tint. */
const illustration = (tint: string, soft: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" width="320" height="180"><rect width="320" height="180" fill="${soft}"/><circle cx="245" cy="58" r="26" fill="${tint}" opacity=".35"/><path d="M0 150 Q80 90 160 140 T320 120 V180 H0z" fill="${tint}" opacity=".55"/><path d="M0 165 Q100 120 200 160 T320 150 V180 H0z" fill="${tint}"/></svg>`,
  )}`;

const image = { src: illustration('#2e7d32', '#e8f5e9'), alt: '', width: 320, height: 180 };

const neutralImage = { src: illustration('#556070', '#eceef2'), alt: '', width: 320, height: 180 };

const meta = {
  title: 'UI/BenefitCard',
  tags: ['tarjeta'],
  parameters: { docs: { description: { component: about } } },
  component: BenefitCard,
  args: {
    image,
    title: 'Telemedicina',
    description: 'Consulta con un médico por videollamada en hasta 9 especialidades, sin salir de casa.',
    href: '/salud/telemedicina',
    family: '7706-1',
    imageLoading: 'eager',
  },
  // One card at the width it has in a four-column grid; stories that lay out several opt out.
  decorators: [
    (Story, { parameters }) => (parameters.fullWidth ? Story() : <div style={{ maxWidth: 320 }}>{Story()}</div>),
  ],
} satisfies Meta<typeof BenefitCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Telemedicina' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Ver más\W+Telemedicina$/ })).toHaveAttribute(
      'href',
      '/salud/telemedicina',
    );
  },
};

/** The image keeps its box while loading: fixed ratio, width and height attributes, lazy by default. */
export const LazyImage: Story = {
  args: { imageLoading: undefined },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img')!;
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('width', '320');
    await expect(img).toHaveAttribute('height', '180');
    await expect(getComputedStyle(img).aspectRatio).toBe('16 / 9');
  },
};

/** Keyboard focus on the link lifts the whole card (the same look as hover). */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('article')!;
    const resting = getComputedStyle(card).boxShadow;
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: /Ver más/ })).toHaveFocus();
    // With motion, the shadow rises over the transition's length.
    await waitFor(() => expect(getComputedStyle(card).boxShadow).not.toBe(resting));
  },
};

/** Any router: the card hands href, class and content to `renderLink`. */
export const WithRouterLink: Story = {
  args: {
    renderLink: ({ href, className, children }) => (
      <a href={`#${href}`} className={className} data-router-link="">
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Ver más/ });
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('href', '#/salud/telemedicina');
  },
};

export const LongSpanishText: Story = {
  args: {
    title: 'Orientación médica telefónica',
    description:
      'Recibe orientación médica por teléfono en menos de 15 minutos, las 24 horas del día, los 365 días del año, para ti y tu familia directa, sin costo adicional y sin límite de llamadas.',
  },
};

/** The nine family accents, each card inside its `FamilyScope`. */
export const AllFamilies: Story = {
  parameters: { fullWidth: true },
  render: (args) => (
    <CardGrid columns={3}>
      {families.map((f) => (
        <FamilyScope key={f.code} family={f.code}>
          <BenefitCard
            {...args}
            image={neutralImage}
            family={undefined}
            title={f.name}
            description={`Beneficios de ${f.name} para ti.`}
            href={`/${f.slug}`}
          />
        </FamilyScope>
      ))}
    </CardGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-family]')).toHaveLength(9);
  },
};

/** Our scenes are single-colour drawings: `tinted` paints them in the card's family accent on its soft tone. */
export const TintedDrawing: Story = {
  // The play function reads the light look's accent, so the toolbar's theme stays on light here.
  globals: { theme: 'light' },
  args: {
    image: {
      src: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><circle cx="80" cy="58" r="38" fill-opacity=".16"/><ellipse cx="80" cy="106" rx="54" ry="6" fill-opacity=".2"/><g transform="translate(44 22) scale(3)" fill="none" stroke="#000" stroke-width="1.6" stroke-linecap="round"><rect x="2" y="6" width="14" height="12" rx="2"/><path d="M16 10l6-3v10l-6-3z"/><path d="M9 9v6M6 12h6"/></g></svg>')}`,
      alt: '',
      width: 160,
      height: 120,
      tinted: true,
    },
  },
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector<HTMLElement>('[data-loaded="true"]');
    await expect(box).not.toBeNull();
    await expect(canvasElement.querySelector('img')).toBeNull();
    // Salud's accent paints the drawing.
    await expect(getComputedStyle(box!.firstElementChild as HTMLElement).backgroundColor).toBe('rgb(46, 125, 50)');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { fullWidth: true },
};
