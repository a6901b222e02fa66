import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, within } from 'storybook/test';
import { typeScale, vars } from '../../tokens';
import { cssVariableName, cssVariableValue } from './contract';

/** Headings take the tight line height, running text the body one. */
const lineHeightFor = (px: number) => (px >= 22 ? vars.lineHeight.tight : vars.lineHeight.body);

const code: CSSProperties = { fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' };

const meta = {
  title: 'Foundations/Typography',
  parameters: {
    docs: {
      description: {
        component:
          'One family, **Figtree** (variable, self-hosted), for headings and text. Sizes are `rem`, so they follow the customer’s browser setting. Headings (22 px and up) use `lineHeight.tight`; running text uses `lineHeight.body`. Every sample is real Spanish copy with accents, ñ and opening marks (¿ ¡).',
      },
    },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each size with its token, CSS variable, rem and pixel value, and the line height it is set with. */
export const TypeScale: Story = {
  render: () => (
    <ul
      aria-label="Escala tipográfica"
      style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.lg }}
    >
      {typeScale.map(({ token, px, sample }) => {
        const lineHeight = lineHeightFor(px);
        return (
          <li key={token} style={{ display: 'grid', gap: vars.space.xs, minWidth: 0 }}>
            <span
              style={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: `0 ${vars.space.md}`,
                color: vars.color.textMuted,
                fontSize: vars.fontSize.sm,
              }}
            >
              <strong style={{ color: vars.color.text }}>fontSize.{token}</strong>
              <code style={code}>{cssVariableName(vars.fontSize[token])}</code>
              <span>
                {cssVariableValue(vars.fontSize[token])} · {px} px
              </span>
              <span>
                interlineado {cssVariableValue(lineHeight)} ({Math.round(px * Number(cssVariableValue(lineHeight)))} px)
              </span>
            </span>
            <span
              style={{
                fontSize: vars.fontSize[token],
                lineHeight,
                overflowWrap: 'anywhere',
                fontWeight: px >= 22 ? vars.fontWeight.bold : vars.fontWeight.regular,
              }}
            >
              {sample}
            </span>
          </li>
        );
      })}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Escala tipográfica' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(typeScale.length);
  },
};

/** Line heights and weights, with their variables. */
export const LineHeightsAndWeights: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.lg, maxWidth: '40rem' }}>
      {(Object.keys(vars.lineHeight) as (keyof typeof vars.lineHeight)[]).map((token) => (
        <div key={token} style={{ display: 'grid', gap: vars.space.xs }}>
          <span style={{ fontSize: vars.fontSize.sm, color: vars.color.textMuted }}>
            <strong style={{ color: vars.color.text }}>lineHeight.{token}</strong> ·{' '}
            <code style={code}>{cssVariableName(vars.lineHeight[token])}</code> ·{' '}
            {cssVariableValue(vars.lineHeight[token])}
          </span>
          <p style={{ margin: 0, lineHeight: vars.lineHeight[token], background: vars.color.surfaceMuted }}>
            Tu seguro incluye orientación médica telefónica, telemedicina y descuentos en farmacias. Actívalo gratis con
            tu DNI y empieza a usarlo hoy mismo.
          </p>
        </div>
      ))}
      {(Object.keys(vars.fontWeight) as (keyof typeof vars.fontWeight)[]).map((token) => (
        <p key={token} style={{ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight[token] }}>
          fontWeight.{token} ({cssVariableValue(vars.fontWeight[token])}): Activa tu cuenta gratis
        </p>
      ))}
      <p style={{ margin: 0, fontVariantNumeric: 'tabular-nums' }}>Cifras tabulares: 21/11/2026 10:30 · 987 654 321</p>
    </div>
  ),
};
