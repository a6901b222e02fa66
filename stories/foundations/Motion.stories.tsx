import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type CSSProperties } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { motion, vars } from '../../tokens';
import { Button } from '../../ui';
import { cssVariableName, cssVariableValue } from './contract';

type Duration = keyof typeof vars.motion;

/** What each duration moves, and the easing the components pair it with (CSS keywords; no easing token yet). */
const durations: Record<Duration, { use: string; easing: string }> = {
  fast: { use: 'Hover, focus and small state changes (buttons, fields, links).', easing: 'ease' },
  base: { use: 'Opening menus, accordions and dialogs.', easing: 'ease' },
  fade: { use: 'The info banner’s cross-fade between messages.', easing: 'ease-in-out' },
  spin: { use: 'One turn of the spinner.', easing: 'linear' },
};

/** Business timers live beside the motion tokens but are not motion: reduced motion does not shorten them. */
const timers = [
  ['bannerInterval', 'Each info-banner message stays this long.'],
  ['stepTwoSpinner', 'The wait shown on entering registration step 2.'],
  ['thirdPartyDelay', 'Third-party scripts wait this long after load.'],
] as const;

const code: CSSProperties = { fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' };

function MotionDemo() {
  const [moved, setMoved] = useState(false);
  const reduced = cssVariableValue(vars.motion.base) === '0ms';
  return (
    <div style={{ display: 'grid', gap: vars.space.md }}>
      <p role="status" style={{ margin: 0 }}>
        {reduced
          ? 'Movimiento reducido: todas las duraciones valen 0 ms y los cambios son inmediatos.'
          : 'Movimiento completo. Con «Movimiento reducido» (barra de herramientas o ajuste del sistema) las duraciones valen 0 ms.'}
      </p>
      <div>
        <Button variant="secondary" size="sm" onClick={() => setMoved((m) => !m)} aria-pressed={moved}>
          Reproducir
        </Button>
      </div>
      <ul
        aria-label="Duraciones y curvas"
        style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.md }}
      >
        {(Object.keys(vars.motion) as Duration[]).map((token) => {
          const { use, easing } = durations[token] ?? { use: '', easing: 'ease' };
          return (
            <li key={token} style={{ display: 'grid', gap: vars.space.xs, minWidth: 0 }}>
              <span
                style={{ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.md}`, fontSize: vars.fontSize.sm }}
              >
                <strong>motion.{token}</strong>
                <code style={code}>{cssVariableName(vars.motion[token])}</code>
                <span>{cssVariableValue(vars.motion[token])}</span>
                <span>curva {easing}</span>
              </span>
              <span style={{ fontSize: vars.fontSize.sm, color: vars.color.textMuted }}>{use}</span>
              <span
                style={{
                  position: 'relative',
                  height: '1.5rem',
                  background: vars.color.surfaceMuted,
                  borderRadius: vars.radius.pill,
                  overflow: 'hidden',
                }}
              >
                <span
                  aria-hidden="true"
                  style={{
                    position: 'absolute',
                    insetBlock: 0,
                    insetInlineStart: 0,
                    width: '1.5rem',
                    borderRadius: vars.radius.pill,
                    background: vars.color.brand,
                    transform: moved ? 'translateX(calc(min(20rem, 70vw)))' : 'none',
                    transitionProperty: 'transform',
                    transitionDuration: vars.motion[token],
                    transitionTimingFunction: easing,
                  }}
                />
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

const meta = {
  title: 'Foundations/Motion',
  parameters: {
    docs: {
      description: {
        component:
          'Motion explains a change; it never decorates. Four duration tokens, each with the easing components use. Under `prefers-reduced-motion: reduce` every duration collapses to 0 ms on `:root`, so transitions and spins stop without any component handling it. Try it with **Movimiento** in the toolbar. Timers that rotate or delay content are business rules, listed apart: they are not shortened, but rotating content pauses under reduced motion.',
      },
    },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every duration with its variable, value and easing; "Reproducir" moves a dot with each one. */
export const Durations: Story = {
  render: () => <MotionDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(Object.keys(vars.motion).length);
    const play = canvas.getByRole('button', { name: 'Reproducir' });
    await userEvent.click(play);
    await expect(play).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(play);
  },
};

/** Timers from the spec, in milliseconds: not motion tokens. */
export const Timers: Story = {
  render: () => (
    <table style={{ borderCollapse: 'collapse', maxWidth: '100%' }}>
      <caption style={{ textAlign: 'start', paddingBlockEnd: vars.space.sm }}>Temporizadores del producto (ms)</caption>
      <tbody>
        {timers.map(([name, use]) => (
          <tr key={name} style={{ borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}` }}>
            <th scope="row" style={{ textAlign: 'start', padding: vars.space.xs, overflowWrap: 'anywhere' }}>
              <code style={code}>motion.{name}</code>
            </th>
            <td style={{ padding: vars.space.xs }}>{motion[name]}</td>
            <td style={{ padding: vars.space.xs, fontSize: vars.fontSize.sm }}>{use}</td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};
