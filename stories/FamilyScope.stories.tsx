import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, FamilyScope } from '../ui';
import about from './docs/FamilyScope.md?raw';

const meta = {
  title: 'UI/FamilyScope',
  tags: ['contenido'],
  parameters: { docs: { description: { component: about } } },
  component: FamilyScope,
  args: { family: '7706-1', children: <Button>Agendar cita</Button> },
} satisfies Meta<typeof FamilyScope>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Salud: Story = {
  // The play function reads the light look's accent, so the toolbar's theme stays on light here.
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    const scope = canvasElement.querySelector('[data-family="7706-1"]');
    await expect(scope).not.toBeNull();
    // The family's accent reaches the button inside: Salud is green.
    const button = within(canvasElement).getByRole('button', { name: 'Agendar cita' });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(46, 125, 50)');
  },
};

export const Nested: Story = {
  globals: { theme: 'light' },
  args: {
    family: '7702-1',
    children: (
      <div style={{ display: 'flex', gap: '1rem' }}>
        <Button>Protección de Tarjeta</Button>
        <FamilyScope family="7723-1">
          <Button>Vida Power!</Button>
        </FamilyScope>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const inner = within(canvasElement).getByRole('button', { name: 'Vida Power!' });
    await expect(getComputedStyle(inner).backgroundColor).toBe('rgb(55, 48, 163)');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { family: '7704-1', children: <Button fullWidth>Reservar coworking</Button> },
};
