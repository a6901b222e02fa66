import type { Meta, StoryObj } from '@storybook/react-vite';
import { motion, spaceScale, vars } from '../../tokens';

const meta = { title: 'Foundations/Spacing and motion' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Spacing: Story = {
  render: () => (
    <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '0.5rem' }}>
      {spaceScale.map(({ token, px }) => (
        <li key={token} style={{ display: 'flex', alignItems: 'center', gap: '1rem' }}>
          <code style={{ width: '8rem' }}>space.{token} · {px} px</code>
          <span style={{ display: 'inline-block', height: '1rem', width: vars.space[token], background: vars.color.brand }} />
        </li>
      ))}
    </ul>
  ),
};

export const Radii: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1rem' }}>
      {(['sm', 'md', 'lg', 'pill'] as const).map((r) => (
        <div key={r} style={{ width: '6rem', height: '4rem', borderRadius: vars.radius[r], border: `2px solid ${vars.color.brand}`, display: 'grid', placeItems: 'center' }}>
          <code>{r}</code>
        </div>
      ))}
    </div>
  ),
};

export const Motion: Story = {
  render: () => (
    <table>
      <caption style={{ textAlign: 'start' }}>Duraciones (ms). Bajo prefers-reduced-motion las transiciones se anulan.</caption>
      <tbody>
        {Object.entries(motion).map(([name, ms]) => (
          <tr key={name}>
            <th scope="row" style={{ textAlign: 'start', paddingRight: '1rem' }}>{name}</th>
            <td>{ms}</td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};
