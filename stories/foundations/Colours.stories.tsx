import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { familySwatches, vars } from '../../tokens';

const roles = Object.keys(vars.color).filter((role) => role !== 'transparent') as (keyof typeof vars.color)[];

function RoleSwatches() {
  return (
    <ul aria-label="Colores por rol" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))', gap: '0.75rem', padding: 0, listStyle: 'none' }}>
      {roles.map((role) => (
        <li key={role} style={{ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, overflow: 'hidden' }}>
          <div style={{ height: '3rem', background: vars.color[role] }} />
          <code style={{ display: 'block', padding: '0.5rem' }}>color.{role}</code>
        </li>
      ))}
    </ul>
  );
}

function FamilySwatches() {
  return (
    <ul aria-label="Colores de las familias de beneficios" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))', gap: '0.75rem', padding: 0, listStyle: 'none' }}>
      {familySwatches.map((f) => (
        <li key={f.code} style={{ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, overflow: 'hidden' }}>
          <div style={{ background: f.accent, color: f.onAccent, padding: '0.75rem', fontWeight: 600 }}>
            {f.name} · {f.code}
          </div>
          <div style={{ display: 'flex' }}>
            <div style={{ flex: 1, background: f.accentHover, color: f.onAccent, padding: '0.25rem 0.5rem' }}>hover</div>
            <div style={{ flex: 1, background: f.accentSoft, color: vars.color.text, padding: '0.25rem 0.5rem' }}>soft</div>
          </div>
          <code style={{ display: 'block', padding: '0.5rem' }}>{f.accent}</code>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Foundations/Colours',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Roles: Story = { render: () => <RoleSwatches /> };

export const Families: Story = {
  render: () => <FamilySwatches />,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Colores de las familias de beneficios' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    for (const code of ['7702-1', '7705-1', '7703-1', '7706-1', '7704-1', '7717-1', '7715-1', '7722-1', '7723-1']) {
      await expect(within(list).getByText(new RegExp(code))).toBeVisible();
    }
  },
};
