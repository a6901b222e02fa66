import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Avatar, FamilyScope, initialsOf } from '../ui';
import about from './docs/Avatar.md?raw';

const meta = {
  title: 'UI/Avatar',
  tags: ['contenido'],
  parameters: { docs: { description: { component: about } } },
  component: Avatar,
  args: { names: 'María Fernanda', surnames: 'Quispe Huamán' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'María Fernanda Quispe Huamán' });
    await expect(avatar).toHaveTextContent('MQ');
  },
};

export const Initials: Story = {
  play: async () => {
    await expect(initialsOf('josé', 'ñahui rojas')).toBe('JÑ');
    await expect(initialsOf('Ana Lucía')).toBe('AL');
    await expect(initialsOf('  Óscar  ', '')).toBe('Ó');
  },
};

export const Large: Story = { args: { size: 'lg' } };

export const Decorative: Story = {
  args: { decorative: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};

export const FamilyAccent: Story = {
  render: (args) => (
    <FamilyScope family="7723-1">
      <Avatar {...args} />
    </FamilyScope>
  ),
};

export const LongSpanishText: Story = {
  args: { names: 'Maximiliano Sebastián Alejandro', surnames: 'Villanueva de la Cruz Santisteban' },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
