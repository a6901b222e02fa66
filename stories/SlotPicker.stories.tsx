import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FamilyScope, SlotPicker } from '../ui';
import about from './docs/SlotPicker.md?raw';

const days = [
  { date: '2026-11-26' },
  { date: '2026-11-27' },
  { date: '2026-11-28' },
  { date: '2026-11-29', disabled: true },
  { date: '2026-11-30' },
];

const slots = [
  { time: '08:00' },
  { time: '09:00', available: false },
  { time: '10:00' },
  { time: '11:00' },
  { time: '15:00', available: false },
  { time: '16:00' },
];

const meta = {
  title: 'UI/SlotPicker',
  tags: ['fecha'],
  parameters: { docs: { description: { component: about } } },
  component: SlotPicker,
  args: { days, slots, defaultSelectedDate: '2026-11-28', onDateChange: fn(), onTimeChange: fn() },
} satisfies Meta<typeof SlotPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Elige un día' })).toBeVisible();
    const saturday = canvas.getByRole('radio', { name: 'sábado, 28 de noviembre de 2026' });
    await expect(saturday).toBeChecked();
    await expect(canvas.getByRole('radiogroup', { name: /Elige un horario/ })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '10:00 a. m.' })).not.toBeChecked();
  },
};

export const ChooseTime: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('10:00 a. m.'));
    await expect(canvas.getByRole('radio', { name: '10:00 a. m.' })).toBeChecked();
    await expect(args.onTimeChange).toHaveBeenCalledWith('10:00');
  },
};

export const DisabledSlotsRefuse: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nine = canvas.getByRole('radio', { name: /^9:00 a\. m\.\s?, no disponible$/ });
    await expect(nine).toBeDisabled();
    await userEvent.click(canvas.getByText('9:00 a. m.'), { pointerEventsCheck: 0 });
    await expect(nine).not.toBeChecked();
    await expect(args.onTimeChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: /domingo, 29 de noviembre de 2026, no disponible/ })).toBeDisabled();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Tab reaches the chosen day; arrows move between days, skipping unavailable ones.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'sábado, 28 de noviembre de 2026' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'lunes, 30 de noviembre de 2026' })).toHaveFocus();
    await expect(args.onDateChange).toHaveBeenLastCalledWith('2026-11-30');
    // Tab moves on to the time group, arrows choose a time.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '8:00 a. m.' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onTimeChange).toHaveBeenLastCalledWith('08:00');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '10:00 a. m.' })).toBeChecked();
    await expect(args.onTimeChange).toHaveBeenLastCalledWith('10:00');
  },
};

export const Selected: Story = {
  args: { defaultSelectedTime: '11:00' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: '11:00 a. m.' })).toBeChecked();
  },
};

/** Choosing another day clears the chosen time (the app then loads that day's slots). */
export const ChangingDayClearsTime: Story = {
  render: function Render(args) {
    const [date, setDate] = useState('2026-11-28');
    const [time, setTime] = useState<string | undefined>('10:00');
    return (
      <SlotPicker
        {...args}
        selectedDate={date}
        selectedTime={time}
        onDateChange={(d) => {
          setDate(d);
          setTime(undefined);
        }}
        onTimeChange={setTime}
        slots={date === '2026-11-30' ? [] : slots}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '10:00 a. m.' })).toBeChecked();
    await userEvent.click(canvas.getByText('30'));
    await expect(await canvas.findByText('No hay horarios disponibles para esta fecha.')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { slots: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('No hay horarios disponibles para esta fecha.');
    await expect(canvas.queryByRole('radio', { name: /:00/ })).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando horarios');
    await expect(canvas.getByRole('radiogroup', { name: /Elige un horario/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LongSpanishText: Story = {
  args: {
    dayLegend: 'Elige el día en que quieres recibir la orientación médica telefónica',
    timeLegend: 'Elige la hora en que prefieres que te llamemos (hora de Lima)',
    slots: [],
    emptyText:
      'No hay horarios disponibles para esta fecha. Prueba con otro día de la semana o vuelve a intentarlo más tarde.',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { defaultSelectedTime: '10:00' },
};

export const FamilyAccent: Story = {
  args: { defaultSelectedTime: '16:00' },
  render: (args) => (
    <FamilyScope family="7706-1">
      <SlotPicker {...args} />
    </FamilyScope>
  ),
};
