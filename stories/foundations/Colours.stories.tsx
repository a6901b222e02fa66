import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, within } from 'storybook/test';
import { families, familyThemes, familyVars, vars } from '../../tokens';
import { contrastRatio, cssVariableName, cssVariableValue, valuesInside } from './contract';

type Role = keyof typeof vars.color;

/** What each role is for, as a designer picks it. Roles the contract adds later show without a note until written. */
const usage: Partial<Record<Role, string>> = {
  brand: 'Brand surfaces: header, primary actions outside a family.',
  brandHover: 'Brand surfaces under the pointer.',
  brandSoft: 'Quiet brand backgrounds: selected rows, highlights.',
  onBrand: 'Text and icons on brand.',
  warm: 'Illustration accent only; never text.',
  surface: 'Page and card background.',
  surfaceMuted: 'Section bands, footers.',
  surfaceSunken: 'Wells and inputs at rest.',
  text: 'Body text and headings.',
  textMuted: 'Secondary text: hints, meta, captions.',
  textInverse: 'Text on dark surfaces.',
  border: 'Dividers and card edges (decorative).',
  borderStrong: 'Edges of controls: fields, checkboxes.',
  focus: 'The focus ring around whatever has keyboard focus.',
  link: 'Inline links.',
  info: 'Information notices: icon and text.',
  infoSurface: 'Information notices: background.',
  success: 'Success: icon and text.',
  successSurface: 'Success: background.',
  warning: 'Warnings: icon and text.',
  warningSurface: 'Warnings: background.',
  warningBorder:
    'Warnings: edge, decorative (the icon and the text carry the warning, so no contrast minimum applies).',
  critical: 'Errors and destructive actions.',
  criticalHover: 'Destructive actions under the pointer.',
  criticalSurface: 'Error notices: background.',
  onCritical: 'Text on critical.',
  overlay: 'Behind a dialog: dims the page.',
  transparent: 'No fill (keeps a border’s space).',
  scrim: 'Light veil over busy content (LoadingOverlay).',
};

/** Text needs 4.5:1 (WCAG 1.4.3); control edges, focus rings and icons 3:1 (1.4.11). */
type Pair = { fg: Role; bg: Role; kind: 'text' | 'ui' };

const pairs: Pair[] = [
  { fg: 'text', bg: 'surface', kind: 'text' },
  { fg: 'text', bg: 'surfaceMuted', kind: 'text' },
  { fg: 'text', bg: 'surfaceSunken', kind: 'text' },
  { fg: 'textMuted', bg: 'surface', kind: 'text' },
  { fg: 'textMuted', bg: 'surfaceMuted', kind: 'text' },
  { fg: 'onBrand', bg: 'brand', kind: 'text' },
  { fg: 'onBrand', bg: 'brandHover', kind: 'text' },
  { fg: 'brand', bg: 'surface', kind: 'text' },
  { fg: 'brand', bg: 'brandSoft', kind: 'text' },
  { fg: 'textInverse', bg: 'brand', kind: 'text' },
  { fg: 'link', bg: 'surface', kind: 'text' },
  { fg: 'link', bg: 'surfaceMuted', kind: 'text' },
  { fg: 'focus', bg: 'surface', kind: 'ui' },
  { fg: 'borderStrong', bg: 'surface', kind: 'ui' },
  { fg: 'info', bg: 'infoSurface', kind: 'text' },
  { fg: 'success', bg: 'successSurface', kind: 'text' },
  { fg: 'warning', bg: 'warningSurface', kind: 'text' },
  { fg: 'critical', bg: 'criticalSurface', kind: 'text' },
  { fg: 'critical', bg: 'surface', kind: 'text' },
  { fg: 'onCritical', bg: 'critical', kind: 'text' },
  { fg: 'onCritical', bg: 'criticalHover', kind: 'text' },
  { fg: 'text', bg: 'warningSurface', kind: 'text' },
];

const AA = { text: 4.5, ui: 3 } as const;

const grid = (min: string): CSSProperties => ({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${min}), 1fr))`,
  gap: vars.space.md,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

const card: CSSProperties = {
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surface,
  minWidth: 0,
};

const code: CSSProperties = { fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' };

/** "4.8:1 · AA ✓" or "2.1:1 · falla AA ✗"; the word carries the verdict, not the colour alone. */
function Verdict({ ratio, kind }: { ratio: number | undefined; kind: 'text' | 'ui' }) {
  if (ratio === undefined) return <span>translúcido: sin cálculo</span>;
  const pass = ratio >= AA[kind];
  return (
    <span
      style={{
        fontWeight: vars.fontWeight.medium,
        color: pass ? vars.color.success : vars.color.critical,
        whiteSpace: 'nowrap',
      }}
    >
      {ratio.toFixed(1)}:1 · {pass ? 'AA ✓' : 'falla AA ✗'}
    </span>
  );
}

function RoleCard({ role }: { role: Role }) {
  const value = cssVariableValue(vars.color[role]);
  const rolePairs = pairs.filter((p) => (p.fg === role || p.bg === role) && p.fg in vars.color && p.bg in vars.color);
  return (
    <li style={card} data-role={role}>
      <div
        style={{
          height: '3rem',
          background: vars.color[role],
          borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
        }}
      />
      <div style={{ padding: vars.space.sm, display: 'grid', gap: vars.space.xxs }}>
        <strong style={{ overflowWrap: 'anywhere' }}>color.{role}</strong>
        <code style={code}>{cssVariableName(vars.color[role])}</code>
        <code style={code}>{value}</code>
        {usage[role] ? (
          <span style={{ fontSize: vars.fontSize.sm, color: vars.color.textMuted }}>{usage[role]}</span>
        ) : null}
        {rolePairs.length > 0 ? (
          <ul style={{ margin: 0, paddingInlineStart: vars.space.md, fontSize: vars.fontSize.sm }}>
            {rolePairs.map((p) => (
              <li key={`${p.fg}/${p.bg}`}>
                {p.fg} sobre {p.bg} ({p.kind === 'text' ? 'texto' : 'borde/ícono'}):{' '}
                <Verdict
                  ratio={contrastRatio(cssVariableValue(vars.color[p.fg]), cssVariableValue(vars.color[p.bg]))}
                  kind={p.kind}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

function RoleSwatches() {
  const roles = Object.keys(vars.color) as Role[];
  return (
    <ul aria-label="Colores por rol" style={grid('16rem')}>
      {roles.map((role) => (
        <RoleCard key={role} role={role} />
      ))}
    </ul>
  );
}

function ContrastTable() {
  const rows = pairs.filter((p) => p.fg in vars.color && p.bg in vars.color);
  return (
    <div style={{ display: 'grid', gap: vars.space.sm }}>
      <p style={{ margin: 0, maxWidth: '60ch' }}>
        Texto: 4.5:1 como mínimo (WCAG 1.4.3, AA). Bordes de controles, anillo de foco e íconos: 3:1 (WCAG 1.4.11).
      </p>
      <ul aria-label="Contraste de los pares habituales" style={grid('18rem')}>
        {rows.map((p) => {
          const fg = cssVariableValue(vars.color[p.fg]);
          const bg = cssVariableValue(vars.color[p.bg]);
          return (
            <li key={`${p.fg}/${p.bg}`} style={{ ...card, display: 'flex', alignItems: 'stretch' }}>
              <span
                aria-hidden="true"
                style={{
                  flex: '0 0 4rem',
                  display: 'grid',
                  placeItems: 'center',
                  background: vars.color[p.bg],
                  color: vars.color[p.fg],
                  fontWeight: vars.fontWeight.bold,
                  fontSize: vars.fontSize.lg,
                  borderInlineEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
                }}
              >
                {p.kind === 'text' ? (
                  'Aa'
                ) : (
                  <span
                    style={{
                      width: '1.75rem',
                      height: '1.75rem',
                      borderRadius: vars.radius.sm,
                      border: `${vars.borderWidth.thick} solid ${vars.color[p.fg]}`,
                    }}
                  />
                )}
              </span>
              <span
                style={{
                  padding: vars.space.sm,
                  display: 'grid',
                  gap: vars.space.xxs,
                  minWidth: 0,
                  fontSize: vars.fontSize.sm,
                }}
              >
                <span style={{ overflowWrap: 'anywhere' }}>
                  <strong>{p.fg}</strong> sobre <strong>{p.bg}</strong>
                </span>
                <span>{p.kind === 'text' ? 'Texto' : 'Borde, foco o ícono'}</span>
                <Verdict ratio={contrastRatio(fg, bg)} kind={p.kind} />
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function FamilySwatches() {
  return (
    <ul aria-label="Colores de las familias de beneficios" style={grid('17rem')}>
      {families.map((f) => {
        const values = valuesInside(familyThemes[f.code], familyVars);
        const surface = cssVariableValue(vars.color.surface);
        const entries = [
          ['accent', values.accent, values.onAccent],
          ['accentHover', values.accentHover, values.onAccent],
          ['accentSoft', values.accentSoft, values.accent],
          ['onAccent', values.onAccent, values.accent],
        ] as const;
        return (
          <li key={f.code} style={card}>
            <div
              style={{
                background: values.accent,
                color: values.onAccent,
                padding: vars.space.sm,
                fontWeight: vars.fontWeight.medium,
              }}
            >
              {f.name} · {f.code}
            </div>
            <dl
              style={{
                margin: 0,
                padding: vars.space.sm,
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                gap: `${vars.space.xs} ${vars.space.sm}`,
                fontSize: vars.fontSize.sm,
                alignItems: 'center',
              }}
            >
              {entries.map(([token, value, ink]) => (
                <div key={token} style={{ display: 'contents' }}>
                  <dt>
                    <span
                      aria-hidden="true"
                      style={{
                        display: 'inline-block',
                        width: '1.5rem',
                        height: '1.5rem',
                        borderRadius: vars.radius.sm,
                        background: value,
                        border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
                        verticalAlign: 'middle',
                        color: ink,
                      }}
                    />
                  </dt>
                  <dd style={{ margin: 0, minWidth: 0 }}>
                    <code style={code}>{token}</code> <code style={code}>{value}</code>
                  </dd>
                </div>
              ))}
            </dl>
            <ul
              style={{
                margin: 0,
                padding: `0 ${vars.space.sm} ${vars.space.sm} ${vars.space.lg}`,
                fontSize: vars.fontSize.sm,
              }}
            >
              <li>
                onAccent sobre accent: <Verdict ratio={contrastRatio(values.onAccent, values.accent)} kind="text" />
              </li>
              <li>
                onAccent sobre accentHover:{' '}
                <Verdict ratio={contrastRatio(values.onAccent, values.accentHover)} kind="text" />
              </li>
              <li>
                accent sobre accentSoft: <Verdict ratio={contrastRatio(values.accent, values.accentSoft)} kind="text" />
              </li>
              <li>
                accent sobre surface: <Verdict ratio={contrastRatio(values.accent, surface)} kind="text" />
              </li>
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

function FamilyVariableNames() {
  return (
    <p style={{ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' }}>
      Variables de familia (las fija <code>FamilyScope</code>):{' '}
      {Object.entries(familyVars).map(([token, ref], i) => (
        <span key={token}>
          {i > 0 ? ' · ' : ''}
          <code style={code}>
            {token} = {cssVariableName(ref)}
          </code>
        </span>
      ))}
    </p>
  );
}

const meta = {
  title: 'Foundations/Colours',
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Colours are **roles**, never hues: a component reads `vars.color.critical` or `familyVars.accent`, so a theme or a benefit family changes the look without touching a component. Every name, CSS variable and value below is read from the tokens’ contract as the library ships it; contrast is computed from those values, with the WCAG AA verdict in words.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every colour role: its token, CSS variable, value, what it is for and the contrast of the pairs it is used in. */
export const Roles: Story = {
  render: () => <RoleSwatches />,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Colores por rol' });
    const brand = list.querySelector('[data-role="brand"]') as HTMLElement;
    await expect(within(brand).getByText(cssVariableName(vars.color.brand))).toBeVisible();
    await expect(within(brand).getByText(cssVariableValue(vars.color.brand))).toBeVisible();
  },
};

/** The pairs designers use every day, with their contrast and the AA verdict. */
export const Contrast: Story = {
  render: () => <ContrastTable />,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Contraste de los pares habituales' });
    await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(15);
  },
};

/** The nine benefit families: accent, hover, soft and on-accent, each with its value and contrast. */
export const Families: Story = {
  render: () => (
    <>
      <FamilyVariableNames />
      <FamilySwatches />
    </>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Colores de las familias de beneficios' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .filter((li) => li.parentElement === list),
    ).toHaveLength(9);
    for (const code of ['7702-1', '7705-1', '7703-1', '7706-1', '7704-1', '7717-1', '7715-1', '7722-1', '7723-1']) {
      await expect(within(list).getByText(new RegExp(code))).toBeVisible();
    }
  },
};
