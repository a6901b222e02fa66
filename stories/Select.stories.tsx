import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from '../ui';
import about from './docs/Select.md?raw';

const documentTypes = [
  { value: '8', label: 'DNI' },
  { value: '6', label: 'CE' },
];

const meta = {
  title: 'UI/Select',
  tags: ['campo'],
  parameters: { docs: { description: { component: about } } },
  component: Select,
  args: { label: 'Tipo de documento', options: documentTypes, onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: '8' },
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByLabelText('Tipo de documento');
    await expect(select).toHaveValue('8');
    await userEvent.selectOptions(select, '6');
    await expect(select).toHaveValue('6');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('6');
  },
};

/** Uncontrolled, with no `defaultValue`: the placeholder shows and nothing is chosen until the customer chooses. */
export const WithPlaceholder: Story = {
  args: { placeholder: 'Seleccionar tipo de documento' },
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByLabelText<HTMLSelectElement>('Tipo de documento');
    await expect(select).toHaveValue('');
    await expect(select.selectedOptions[0]).toHaveTextContent('Seleccionar tipo de documento');
    await expect(select.selectedIndex).toBe(0);
    await expect(within(select).getByRole('option', { name: 'Seleccionar tipo de documento' })).toBeDisabled();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Error: Story = {
  args: { placeholder: 'Seleccionar', error: 'Seleccionar tipo de documento' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByLabelText('Tipo de documento');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Seleccionar tipo de documento');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Seleccionar tipo de documento');
  },
};

export const Disabled: Story = {
  args: { defaultValue: '8', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Tipo de documento')).toBeDisabled();
  },
};

export const Keyboard: Story = {
  args: { defaultValue: '8' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText('Tipo de documento');
    // Opening and arrowing through the list is the browser's own native behaviour; we prove it is reachable by Tab.
    await userEvent.tab();
    await expect(select).toHaveFocus();
  },
};

export const LongSpanishText: Story = {
  args: {
    label: 'Seguro con el que quieres activar tu cuenta de beneficios',
    hint: 'Si tienes más de un seguro, elige el que contrataste primero.',
    options: [
      { value: '7702-1', label: 'Protección de Tarjeta' },
      { value: '7715-1', label: 'Vida (Total) con cobertura por accidentes y asistencia' },
    ],
    defaultValue: '7715-1',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { defaultValue: '6' },
};

/** Width of the chosen option's text against the room the select leaves for it. */
const valueFits = (select: HTMLSelectElement) => {
  const style = getComputedStyle(select);
  const context = document.createElement('canvas').getContext('2d')!;
  context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  return context.measureText(select.selectedOptions[0]!.text).width <= room;
};

/** In a phone's narrow column (96 px, like the document type beside the number), "DNI" shows whole. */
export const MobileNarrowColumn: Story = {
  globals: { viewport: { value: 'mobile' } },
  decorators: [(Story) => <div style={{ width: 96 }}>{Story()}</div>],
  args: { defaultValue: '8' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText<HTMLSelectElement>('Tipo de documento');
    await expect(valueFits(select)).toBe(true);
    await userEvent.selectOptions(select, '6');
    await expect(valueFits(select)).toBe(true);
  },
};

/**
 * `fitChoices` in a column that may shrink to its label's longest word ("Tipo"): the select keeps the width of its
 * longest choice, so "Carné de extranjería" shows whole instead of being cut by the column.
 */
export const FitsItsChoices: Story = {
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(min-content, 1px)' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'Tipo',
    options: [
      { value: '8', label: 'DNI' },
      { value: '6', label: 'Carné de extranjería' },
    ],
    defaultValue: '6',
    fitChoices: true,
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText<HTMLSelectElement>('Tipo');
    await expect(valueFits(select)).toBe(true);
  },
};
