import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { brandTheme, colorModeAttribute, familyCodes, familyThemes, type FamilyCode } from '../tokens';
import { CtaBanner, FamilyScope } from '../ui';
import { exampleBrand } from '../.storybook/exampleBrand';
import about from './docs/CtaBanner.md?raw';
import { contrastRatio } from './foundations/contract';
import { forceState, releaseForcedStates, type ForcedState } from './fixtures/forcedState';

const meta = {
  title: 'UI/CtaBanner',
  tags: ['contenido'],
  parameters: { docs: { description: { component: about } } },
  component: CtaBanner,
  args: { renderAction: (props) => <a href="#registro/1" {...props} /> },
} satisfies Meta<typeof CtaBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'No tienes una cuenta?' })).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Activa tu cuenta' });
    await expect(link).toHaveAttribute('href', '#registro/1');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    // A primary action: at least 44 px tall.
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const PlainHref: Story = {
  args: { renderAction: undefined, actionHref: '/registro/1' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Activa tu cuenta' })).toHaveAttribute(
      'href',
      '/registro/1',
    );
  },
};

export const WithText: Story = {
  args: { text: 'Actívala gratis en dos pasos y empieza a usar tus beneficios hoy.' },
};

export const LongSpanishText: Story = {
  args: {
    heading: 'No tienes una cuenta? Actívala ahora y aprovecha todo lo que tu seguro incluye',
    text: 'Telemedicina, orientación médica telefónica, cursos con certificación, asesoría legal y mucho más, sin costo adicional.',
    actionLabel: 'Activa tu cuenta gratis',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};

export const FamilyAccents: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {(['7703-1', '7706-1', '7717-1'] as const).map((code) => (
        <FamilyScope key={code} family={code}>
          <CtaBanner {...args} />
        </FamilyScope>
      ))}
    </div>
  ),
};

const actionStates: { id: string; label: string; states: ForcedState[] }[] = [
  { id: 'reposo', label: 'En reposo', states: [] },
  { id: 'puntero', label: 'Al pasar el puntero', states: ['hover'] },
  { id: 'presionado', label: 'Al presionar', states: ['hover', 'active'] },
  { id: 'foco', label: 'Con foco de teclado', states: ['focus-visible'] },
];

/** The toolbar's looks, applied on `<html>` as an app applies them. */
const looks = {
  claro: { mode: 'light', properties: {} },
  oscuro: { mode: 'dark', properties: {} },
  'otra marca': { mode: 'light', properties: brandTheme(exampleBrand) },
  'otra marca, oscuro': { mode: 'dark', properties: brandTheme(exampleBrand, { mode: 'dark' }) },
} as const;

/** Each look in turn, for `read`; the page's own look comes back afterwards. */
async function inEachLook(read: (look: string) => void) {
  const html = document.documentElement;
  const mode = html.getAttribute(colorModeAttribute);
  const kept = Object.keys(looks['otra marca'].properties).map((name) => [name, html.style.getPropertyValue(name)]);
  try {
    for (const [look, { mode: lookMode, properties }] of Object.entries(looks)) {
      html.setAttribute(colorModeAttribute, lookMode);
      for (const [name] of kept) html.style.removeProperty(name!);
      for (const [name, value] of Object.entries(properties)) html.style.setProperty(name, value);
      read(look);
    }
  } finally {
    if (mode === null) html.removeAttribute(colorModeAttribute);
    else html.setAttribute(colorModeAttribute, mode);
    for (const [name, value] of kept) {
      if (value) html.style.setProperty(name!, value);
      else html.style.removeProperty(name!);
    }
  }
}

/**
 * The action at rest, under the pointer, pressed and with keyboard focus: light button, accent text in each, on the
 * brand and on every family, in both modes and in another brand. (In Storybook the toolbar's pseudo-states button
 * draws the same states; the play function draws them for the story test.)
 */
export const ActionStates: Story = {
  parameters: {
    pseudo: { hover: ['#puntero a', '#presionado a'], active: ['#presionado a'], focusVisible: ['#foco a'] },
  },
  beforeEach: () => releaseForcedStates,
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }} data-testid="estados">
      {actionStates.map(({ id, label }) => (
        <div key={id} id={id}>
          <CtaBanner {...args} text={label} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scope = canvas.getByTestId('estados');
    const actions = actionStates.map(({ id, states }) => {
      const link = within(canvasElement.querySelector<HTMLElement>(`#${id}`)!).getByRole('link');
      forceState(link, states);
      // Colours read at once, not halfway through the button's transition.
      link.style.transition = 'none';
      return { id, link };
    });
    const found: string[] = [];
    let drawn = 0;
    for (const family of ['', ...familyCodes] as ('' | FamilyCode)[]) {
      scope.className = family ? familyThemes[family] : '';
      await inEachLook((look) => {
        const [rest, ...others] = actions.map(({ id, link }) => {
          const style = getComputedStyle(link);
          const ratio = contrastRatio(style.color, style.backgroundColor) ?? 0;
          if (ratio < 4.5) found.push(`${family || 'marca'}, ${look}, ${id}: ${ratio.toFixed(2)}:1`);
          return style.backgroundColor;
        });
        // The states are really drawn: under the pointer and pressed, the button is not its resting colour.
        if (others.slice(0, 2).every((background) => background !== rest)) drawn += 1;
      });
    }
    scope.className = '';
    await expect(found).toEqual([]);
    await expect(drawn).toBe((familyCodes.length + 1) * Object.keys(looks).length);
  },
};
