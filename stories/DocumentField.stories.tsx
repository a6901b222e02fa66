import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DocumentField, type DocumentValue } from '../ui';
import about from './docs/DocumentField.md?raw';

const meta = {
  title: 'UI/DocumentField',
  tags: ['campo'],
  parameters: { docs: { description: { component: about } } },
  component: DocumentField,
  args: { onChange: fn(), onNumberBlur: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DocumentField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const type = canvas.getByLabelText('Tipo de documento');
    await expect(type).toHaveValue('8');
    await expect(within(type).getByRole('option', { name: 'DNI' })).toHaveValue('8');
    await expect(within(type).getByRole('option', { name: 'CE' })).toHaveValue('6');
    await expect(canvas.getByLabelText('Número de documento')).toHaveAttribute('inputmode', 'numeric');
  },
};

export const DniDigitsOnlyMaxEight: Story = {
  play: async ({ canvasElement, args }) => {
    const number = within(canvasElement).getByLabelText('Número de documento');
    await userEvent.type(number, '4567x8912-345');
    await expect(number).toHaveValue('45678912');
    await expect(args.onChange).toHaveBeenLastCalledWith({ type: '8', number: '45678912' });
  },
};

export const CeAllowsTwelve: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Tipo de documento'), '6');
    const number = canvas.getByLabelText('Número de documento');
    await userEvent.type(number, '0012345678901234');
    await expect(number).toHaveValue('001234567890');
    await expect(args.onChange).toHaveBeenLastCalledWith({ type: '6', number: '001234567890' });
  },
};

export const SwitchingToDniTrims: Story = {
  args: { defaultDocumentType: '6', defaultNumber: '001234567890' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Tipo de documento'), '8');
    await expect(canvas.getByLabelText('Número de documento')).toHaveValue('00123456');
    await expect(args.onChange).toHaveBeenLastCalledWith({ type: '8', number: '00123456' });
  },
};

export const CustomRules: Story = {
  args: {
    rules: {
      '8': { label: 'DNI', maxLength: 8, digitsOnly: true, inputMode: 'numeric' },
      '6': { label: 'CE', maxLength: 9, digitsOnly: false, inputMode: 'text' },
    },
    defaultDocumentType: '6',
  },
  play: async ({ canvasElement }) => {
    const number = within(canvasElement).getByLabelText('Número de documento');
    await expect(number).toHaveAttribute('inputmode', 'text');
    await userEvent.type(number, 'AB1234567890');
    await expect(number).toHaveValue('AB1234567');
  },
};

export const BlurCallsBack: Story = {
  play: async ({ canvasElement, args }) => {
    const number = within(canvasElement).getByLabelText('Número de documento');
    await userEvent.type(number, '45678912');
    await userEvent.tab();
    await expect(args.onNumberBlur).toHaveBeenCalledWith({ type: '8', number: '45678912' });
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<DocumentValue>({ type: '8', number: '' });
    return (
      <>
        <DocumentField {...args} documentType={value.type} number={value.number} onChange={setValue} />
        <p>
          Enviado: {value.type}/{value.number || '—'}
        </p>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Número de documento'), '12.345.678');
    await expect(canvas.getByText('Enviado: 8/12345678')).toBeVisible();
  },
};

export const Error: Story = {
  args: { defaultNumber: '1234', error: 'El DNI debe contar con 8 dígitos' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const number = canvas.getByLabelText('Número de documento');
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription('El DNI debe contar con 8 dígitos');
    await expect(canvas.getByRole('alert')).toHaveTextContent('El DNI debe contar con 8 dígitos');
  },
};

export const Disabled: Story = {
  args: { defaultNumber: '45678912', disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Tipo de documento')).toBeDisabled();
    await expect(canvas.getByLabelText('Número de documento')).toBeDisabled();
  },
};

export const LongSpanishText: Story = {
  args: {
    typeLabel: 'Tipo de documento de identidad',
    numberLabel: 'Número del documento de identidad del titular',
    hint: 'Escríbelo sin puntos ni espacios, tal como figura en tu documento.',
    defaultNumber: '4567',
    error: 'Documento debe incluir 8 números',
  },
  play: async ({ canvasElement }) => {
    const number = within(canvasElement).getByLabelText('Número del documento de identidad del titular');
    await expect(number).toHaveAccessibleDescription(
      'Escríbelo sin puntos ni espacios, tal como figura en tu documento. Documento debe incluir 8 números',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { defaultNumber: '45678912' },
};

/** On a 320 px phone's form (240 px inside the card) the type select still reads "DNI" in full, labels level. */
export const MobileNarrow: Story = {
  globals: { viewport: { value: 'mobile' } },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
  args: { defaultNumber: '41234567' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByLabelText<HTMLSelectElement>('Tipo de documento');
    const style = getComputedStyle(select);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    await expect(context.measureText('DNI').width).toBeLessThanOrEqual(room);
    const number = canvas.getByLabelText('Número de documento');
    await expect(number.getBoundingClientRect().top).toBe(select.getBoundingClientRect().top);
    // Measured against the 240 px frame, wherever the page places it.
    await expect(number.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.firstElementChild!.getBoundingClientRect().right,
    );
  },
};

/**
 * Inside a page that lets long words break anywhere (the portal's frame does, so nothing pushes a phone sideways),
 * the labels still wrap between words: "Tipo de documento" never reads "Tipo de document/o" at 320 px.
 */
export const LabelsWrapBetweenWords: Story = {
  globals: { viewport: { value: 'mobile' } },
  decorators: [(Story) => <div style={{ width: 240, overflowWrap: 'anywhere' }}>{Story()}</div>],
  args: { typeLabel: 'Tipo de documento del invitado', numberLabel: 'Número de documento del invitado' },
  play: async ({ canvasElement }) => {
    const split: string[] = [];
    for (const label of canvasElement.querySelectorAll('label')) {
      const text = label.firstChild as Text;
      for (const word of text.data.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        if (new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1) split.push(word[0]);
      }
    }
    await expect(split).toEqual([]);
    const select = within(canvasElement).getByLabelText<HTMLSelectElement>('Tipo de documento del invitado');
    await expect(select).toHaveDisplayValue('DNI');
  },
};

/**
 * Narrower than 12rem (a 320 px phone with its text at 200 %), the number goes under the type instead of being
 * pushed off the screen by a label that wraps between words.
 */
export const StacksWhenNarrow: Story = {
  globals: { viewport: { value: 'mobile' } },
  decorators: [(Story) => <div style={{ width: 180 }}>{Story()}</div>],
  args: { defaultNumber: '41234567' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByLabelText('Tipo de documento');
    const number = canvas.getByLabelText('Número de documento');
    await expect(number.getBoundingClientRect().top).toBeGreaterThan(select.getBoundingClientRect().bottom);
    await expect(number.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.firstElementChild!.getBoundingClientRect().right,
    );
  },
};
