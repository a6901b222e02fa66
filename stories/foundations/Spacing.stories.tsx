import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { spaceScale, vars } from '../../tokens';
import { cssVariableName, cssVariableValue } from './contract';

const code: CSSProperties = { fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' };
const label: CSSProperties = { display: 'grid', gap: vars.space.xxs, fontSize: vars.fontSize.sm, minWidth: 0 };

const meta = {
  title: 'Foundations/Spacing, radii and shadows',
  parameters: {
    docs: {
      description: {
        component:
          'Space comes in steps of a 4 px grid (`space.md` = 16 px is the usual gap); radii go from small controls to pill buttons; three shadows lift cards, menus and dialogs. Names, variables and values are read from the tokens’ contract.',
      },
    },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Spacing: Story = {
  render: () => (
    <ul
      aria-label="Espaciado"
      style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.sm }}
    >
      {spaceScale.map(({ token, px }) => (
        <li
          key={token}
          style={{
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 12rem) 1fr',
            alignItems: 'center',
            gap: vars.space.md,
          }}
        >
          <span style={label}>
            <strong>
              space.{token} · {px} px
            </strong>
            <code style={code}>{cssVariableName(vars.space[token])}</code>
          </span>
          <span
            style={{ display: 'inline-block', height: '1rem', width: vars.space[token], background: vars.color.brand }}
          />
        </li>
      ))}
    </ul>
  ),
};

export const Radii: Story = {
  render: () => (
    <ul
      aria-label="Radios"
      style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.md }}
    >
      {(Object.keys(vars.radius) as (keyof typeof vars.radius)[]).map((r) => (
        <li key={r} style={{ display: 'grid', gap: vars.space.xs, width: '8rem' }}>
          <span
            style={{
              height: '4rem',
              borderRadius: vars.radius[r],
              border: `${vars.borderWidth.thick} solid ${vars.color.brand}`,
            }}
          />
          <span style={label}>
            <strong>radius.{r}</strong>
            <code style={code}>{cssVariableName(vars.radius[r])}</code>
            <span>{cssVariableValue(vars.radius[r])}</span>
          </span>
        </li>
      ))}
    </ul>
  ),
};

const shadowUse = { card: 'Cards at rest', raised: 'Menus and cards under the pointer', modal: 'Dialogs' } as const;

export const Shadows: Story = {
  render: () => (
    <ul
      aria-label="Sombras"
      style={{
        listStyle: 'none',
        padding: vars.space.sm,
        margin: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
        gap: vars.space.lg,
      }}
    >
      {(Object.keys(vars.shadow) as (keyof typeof vars.shadow)[]).map((s) => (
        <li
          key={s}
          style={{
            boxShadow: vars.shadow[s],
            borderRadius: vars.radius.md,
            padding: vars.space.md,
            background: vars.color.surface,
            ...label,
          }}
        >
          <strong>shadow.{s}</strong>
          <span>{shadowUse[s as keyof typeof shadowUse] ?? ''}</span>
          <code style={code}>{cssVariableName(vars.shadow[s])}</code>
          <code style={code}>{cssVariableValue(vars.shadow[s])}</code>
        </li>
      ))}
    </ul>
  ),
};
