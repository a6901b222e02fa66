import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FamilyScope, GuestCard } from '../ui';
import about from './docs/GuestCard.md?raw';

const meta = {
  title: 'UI/GuestCard',
  tags: ['fecha', 'tarjeta'],
  parameters: { docs: { description: { component: about } } },
  component: GuestCard,
  args: {
    name: 'Lucía Rojas',
    document: 'DNI *****567',
    benefit: 'Telemedicina',
    status: 'evaluacion',
    date: '2026-11-20',
    onWithdraw: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GuestCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Being screened: the only state that can be withdrawn. */
export const InEvaluation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Lucía Rojas' });
    await expect(card).toHaveTextContent('En evaluación');
    await expect(card).toHaveTextContent('DNI *****567');
    await expect(card).toHaveTextContent('viernes, 20 de noviembre de 2026');
    await expect(card).toHaveTextContent('hasta 7 días hábiles');
    const withdraw = canvas.getByRole('button', { name: 'Retirar invitación' });
    await expect(withdraw).toHaveAccessibleDescription('Lucía Rojas');
    await userEvent.click(withdraw);
    await expect(args.onWithdraw).toHaveBeenCalledTimes(1);
  },
};

export const Withdrawing: Story = {
  args: { withdrawing: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Retir/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Active: Story = {
  args: { status: 'activo', benefit: 'Cursos online con certificación' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Activo')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Retirar invitación' })).toBeNull();
  },
};

export const Rejected: Story = {
  args: { status: 'rechazado' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Withdrawn: Story = {
  args: { status: 'retirado' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Retirado')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const LongSpanishText: Story = {
  args: {
    name: 'María de los Ángeles Fernández-Castañeda Villanueva de la Torre',
    document: 'Carné de extranjería *****234',
    benefit: 'Cursos online con certificación',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};

export const FamilyAccent: Story = {
  render: (args) => (
    <FamilyScope family="7706-1">
      <GuestCard {...args} />
    </FamilyScope>
  ),
};
