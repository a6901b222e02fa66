import type { Meta, StoryObj } from '@storybook/react-vite';
import { typeScale, vars } from '../../tokens';

const meta = { title: 'Foundations/Typography' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const TypeScale: Story = {
  render: () => (
    <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.75rem 1.5rem', alignItems: 'baseline', margin: 0 }}>
      {typeScale.map(({ token, px, sample }) => (
        <div key={token} style={{ display: 'contents' }}>
          <dt>
            <code>fontSize.{token}</code> · {px} px
          </dt>
          <dd style={{ margin: 0, fontSize: vars.fontSize[token] }}>{sample}</dd>
        </div>
      ))}
    </dl>
  ),
};

export const Weights: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.5rem', fontSize: vars.fontSize.lg }}>
      <p style={{ fontWeight: vars.fontWeight.regular }}>Regular: Activa tu cuenta gratis</p>
      <p style={{ fontWeight: vars.fontWeight.medium }}>Medium: Activa tu cuenta gratis</p>
      <p style={{ fontWeight: vars.fontWeight.bold }}>Bold: Activa tu cuenta gratis</p>
      <p style={{ fontVariantNumeric: 'tabular-nums' }}>Cifras tabulares: 21/11/2026 10:30 · 987 654 321</p>
    </div>
  ),
};
