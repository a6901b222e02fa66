import type { CSSProperties, ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { brandTheme, colorModeAttribute, families } from '../../tokens';
import {
  Button,
  Checkbox,
  FamilyScope,
  Modal,
  NoticeBox,
  PasswordChecklist,
  RadioGroup,
  Select,
  StepIndicator,
  TextField,
} from '../../ui';
import { exampleBrand } from '../../.storybook/exampleBrand';

const documentTypes = [
  { value: '8', label: 'DNI' },
  { value: '6', label: 'CE' },
];

/** A small form that exercises text, fields, native controls, notices and the accent. */
function Sample({ id }: { id: string }) {
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 420 }} data-testid={id}>
      <StepIndicator current={2} />
      <TextField
        label="Correo electrónico"
        hint="Te enviaremos el enlace de activación."
        defaultValue="ana@example.pe"
      />
      <Select label="Tipo de documento" placeholder="Seleccionar tipo de documento" options={documentTypes} />
      <RadioGroup
        legend="Especialidad"
        options={[
          { value: 'mg', label: 'Medicina general' },
          { value: 'pe', label: 'Pediatría' },
        ]}
        value="mg"
        onValueChange={() => {}}
      />
      <Checkbox label="Acepto la política de protección de datos personales" defaultChecked />
      <PasswordChecklist value="Beneficio#" />
      <NoticeBox tone="warning" title="Atención">
        Tu cita empieza en 10 minutos.
      </NoticeBox>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button>Activar</Button>
        <Button variant="secondary">Iniciar sesión</Button>
      </div>
    </div>
  );
}

/** A container choosing a mode (and optionally a brand), as an app does on `<html>` or a subtree. */
function Themed({ mode, style, children }: { mode: 'light' | 'dark'; style?: CSSProperties; children: ReactNode }) {
  return (
    <div {...{ [colorModeAttribute]: mode }} style={{ padding: 24, ...style }}>
      {children}
    </div>
  );
}

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

const meta = {
  title: 'Foundations/Theming',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** `data-bnf-color-mode="dark"`: the same components on the dark theme; native radios and checkboxes follow. */
export const Dark: Story = {
  render: () => (
    <Themed mode="dark">
      <Sample id="sample" />
    </Themed>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const label = canvas.getByText('Correo electrónico');
    // Light text on the dark surface, not the light theme's near-black.
    await expect(getComputedStyle(label).color).toBe('rgb(232, 237, 243)');
    const radio = canvas.getByRole('radio', { name: 'Medicina general' });
    await expect(getComputedStyle(radio).colorScheme).toBe('dark');
    await expect(getComputedStyle(canvas.getByRole('checkbox')).colorScheme).toBe('dark');
  },
};

/** Every family's accent in the dark theme: lifted to read on the dark surface, with a dark label on fills. */
export const DarkFamilies: Story = {
  render: () => (
    <Themed mode="dark">
      <div style={{ display: 'grid', gap: 12 }}>
        {families.map((f) => (
          <FamilyScope key={f.code} family={f.code}>
            <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
              <Button size="sm">{f.name}</Button>
              <Button size="sm" variant="secondary">
                Ver {f.name}
              </Button>
            </div>
          </FamilyScope>
        ))}
      </div>
    </Themed>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(families.length * 2);
  },
};

/** Another brand: its colour set once with `brandTheme`, and primary buttons (the accent outside any family) follow. */
export const SecondBrand: Story = {
  render: () => (
    <Themed mode="light" style={brandTheme(exampleBrand)}>
      <Sample id="sample" />
    </Themed>
  ),
  play: async ({ canvasElement }) => {
    const primary = within(canvasElement).getByRole('button', { name: 'Activar' });
    await expect(getComputedStyle(primary).backgroundColor).toBe(rgb(exampleBrand.brand));
  },
};

/** The same brand in the dark theme, lifted to read on the dark surface. */
export const SecondBrandDark: Story = {
  render: () => (
    <Themed mode="dark" style={brandTheme(exampleBrand, { mode: 'dark' })}>
      <Sample id="sample" />
    </Themed>
  ),
  play: async ({ canvasElement }) => {
    const primary = within(canvasElement).getByRole('button', { name: 'Activar' });
    await expect(getComputedStyle(primary).backgroundColor).toBe(
      rgb(brandTheme(exampleBrand, { mode: 'dark' })['--bnf-color-brand']!),
    );
  },
};

/** What app templates commonly put on `body`: centred, spaced, uppercase, serif, coloured, unwrapped text. */
const hostile: CSSProperties = {
  textAlign: 'center',
  letterSpacing: '0.2em',
  wordSpacing: '0.5em',
  lineHeight: 3,
  textTransform: 'uppercase',
  textIndent: '2em',
  fontFamily: 'Georgia, serif',
  fontSize: 20,
  fontStyle: 'italic',
  fontWeight: 700,
  color: 'rgb(150, 0, 0)',
  whiteSpace: 'nowrap',
};

const inherited = [
  'textAlign',
  'letterSpacing',
  'wordSpacing',
  'lineHeight',
  'textTransform',
  'textIndent',
  'fontFamily',
  'fontSize',
  'fontStyle',
  'fontWeight',
  'color',
  'whiteSpace',
] as const;

/** A hostile host around the components: they look as they do on a neutral page (left), nothing inherited reaches in. */
export const HostileHost: Story = {
  // The host's own text is the host's to keep readable, in every look of the toolbar.
  parameters: { a11y: { context: { exclude: ['[data-host-content]'] } } },
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', gap: 24, padding: 24 }}>
      <div>
        <Sample id="neutral" />
      </div>
      <div style={hostile}>
        {/* The host's own text, in the host's colours: not the library's to keep readable in dark mode. */}
        <p style={{ whiteSpace: 'normal' }} data-host-content>
          Otra aplicación
        </p>
        <Sample id="hostile" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const neutral = within(canvas.getByTestId('neutral'));
    const host = within(canvas.getByTestId('hostile'));
    const probes = [
      (c: typeof neutral) => c.getByText('Correo electrónico'),
      (c: typeof neutral) => c.getByText('Te enviaremos el enlace de activación.'),
      (c: typeof neutral) => c.getByText('Tipo de documento'),
      (c: typeof neutral) => c.getByText('Especialidad'),
      (c: typeof neutral) => c.getByText('Medicina general'),
      (c: typeof neutral) => c.getByText('Acepto la política de protección de datos personales'),
      (c: typeof neutral) => c.getByText('Atención'),
      (c: typeof neutral) => c.getByText('Tu cita empieza en 10 minutos.'),
      (c: typeof neutral) => c.getByRole('button', { name: 'Activar' }),
    ];
    for (const probe of probes) {
      const [a, b] = [getComputedStyle(probe(neutral)), getComputedStyle(probe(host))];
      for (const property of inherited) await expect(`${property}: ${b[property]}`).toBe(`${property}: ${a[property]}`);
    }
    // The host's own text keeps the host's styles.
    await expect(getComputedStyle(canvas.getByText('Otra aplicación')).textAlign).toBe('center');
  },
};

/** The toolbar's family reaches a dialog, which renders in a portal outside the story's `FamilyScope`. */
export const ToolbarFamilyInDialog: Story = {
  // The play function reads the light look's accent, so the toolbar's theme stays on light here.
  globals: { family: '7706-1', theme: 'light' },
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
  render: () => (
    <Modal
      defaultOpen
      title="Agenda tu cita"
      description="Elige el día y la hora de tu consulta."
      footer={<Button>Agendar cita</Button>}
    />
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const button = within(dialog).getByRole('button', { name: 'Agendar cita' });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(46, 125, 50)');
  },
};
