import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { FamilyScope, Illustration } from '../ui';
import about from './docs/Illustration.md?raw';
import { families } from '../tokens';

/** A scene in the portal's style: one colour, shaded by opacity (backdrop, plate, ground, pictogram, sparkles). */
const scene = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><g fill-opacity=".14"><path d="M100 40l24-24 24 24v30h-48z"/><rect x="14" y="24" width="24" height="14" rx="2"/></g><ellipse cx="80" cy="106" rx="54" ry="6" fill-opacity=".2"/><circle cx="80" cy="58" r="38" fill-opacity=".16"/><g transform="translate(44 22) scale(3)" fill="none" stroke="#000" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"><path d="M3 11l9-8 9 8"/><path d="M5 10v11h14V10"/><path d="M10 21v-6h4v6"/></g></svg>',
)}`;

const meta = {
  title: 'UI/Illustration',
  tags: ['contenido'],
  component: Illustration,
  args: { src: scene, width: 160, height: 120, loading: 'eager' },
  parameters: { docs: { description: { component: about } } },
  decorators: [
    (Story) => (
      <FamilyScope family="7717-1">
        <div style={{ width: 320 }}>
          <Story />
        </div>
      </FamilyScope>
    ),
  ],
} satisfies Meta<typeof Illustration>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default: hidden from assistive technology, painted in the family accent. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector<HTMLElement>('[data-loaded]')!;
    await expect(box).toHaveAttribute('aria-hidden', 'true');
    await expect(box).toHaveAttribute('data-loaded', 'true');
    // 4:3 at 320 px wide: the box has its height before the drawing arrives.
    await expect(Math.round(box.getBoundingClientRect().height)).toBe(240);
    const drawing = box.firstElementChild as HTMLElement;
    await expect(getComputedStyle(drawing).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
  },
};

/** With a text alternative it is an image with a name. */
export const WithAlt: Story = {
  args: { alt: 'Una casa con su llave' },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('img', { name: 'Una casa con su llave' })).toBeVisible(),
};

/** A 4:3 drawing in a 16:9 slot (a card): the box takes the slot's ratio, the drawing fits inside. */
export const InACardSlot: Story = {
  args: { frame: { width: 16, height: 9 } },
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector<HTMLElement>('[data-loaded]')!;
    await expect(Math.round(box.getBoundingClientRect().height)).toBe(180);
  },
};

/** Lazy: below the fold nothing is fetched; the drawing arrives when it comes near the screen, without moving anything. */
export const LazyBelowTheFold: Story = {
  args: { loading: 'lazy' },
  decorators: [
    (Story) => (
      <div>
        <div style={{ height: 2400 }} />
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector<HTMLElement>('[data-loaded]')!;
    await expect(box).toHaveAttribute('data-loaded', 'false');
    const before = box.getBoundingClientRect().height;
    await expect((box.firstElementChild as HTMLElement).style.maskImage).toBe('');
    box.scrollIntoView();
    await waitFor(() => expect(box).toHaveAttribute('data-loaded', 'true'));
    await expect(box.getBoundingClientRect().height).toBe(before);
    window.scrollTo(0, 0);
  },
};

/** One drawing, nine families: each takes its own accent. */
export const AllFamilies: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8 }}>
      {families.map((family) => (
        <FamilyScope key={family.code} family={family.code}>
          <Illustration {...args} alt={family.name} />
        </FamilyScope>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const colours = [...canvasElement.querySelectorAll<HTMLElement>('[data-loaded] > span')].map(
      (d) => getComputedStyle(d).backgroundColor,
    );
    await expect(new Set(colours).size).toBe(families.length);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => expect(canvasElement.querySelector('[data-loaded="true"]')).not.toBeNull(),
};
