import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlaceChoice, type PlaceChoiceProps } from '../ui';
import about from './docs/PlaceChoice.md?raw';

const HOURS = 'De lunes a sábado, de 7:00 a. m. a 6:00 p. m.';
const places = [
  {
    value: '1',
    name: 'Laboratorio Clínico Santa Rosalía',
    address: 'Av. José Larco 812, Miraflores',
    hours: HOURS,
    phone: '(01) 612-4580',
    phoneHref: 'tel:+5116124580',
    mapHref:
      'https://www.google.com/maps/search/?api=1&query=Av.%20Jos%C3%A9%20Larco%20812%2C%20Miraflores%2C%20Per%C3%BA',
  },
  {
    value: '9',
    name: 'Centro Odontológico Sonrisa Clara',
    address: 'Calle Schell 343, Miraflores',
    hours: 'De lunes a sábado, de 8:00 a. m. a 8:00 p. m.',
    phone: '(01) 445-2917',
    phoneHref: 'tel:+5114452917',
    mapHref: 'https://www.google.com/maps/search/?api=1&query=Calle%20Schell%20343%2C%20Miraflores%2C%20Per%C3%BA',
  },
];

/** Holds the choice as a page would, so clicks and keys change it. */
function Stateful(props: PlaceChoiceProps) {
  const [value, setValue] = useState(props.value);
  return (
    <PlaceChoice
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/PlaceChoice',
  tags: ['campo', 'tarjeta'],
  parameters: { docs: { description: { component: about } } },
  component: PlaceChoice,
  render: (args) => <Stateful {...args} />,
  args: { legend: 'Elige el local', options: places, value: undefined, onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PlaceChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Elige el local' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(2);
    for (const radio of radios) await expect(radio).not.toBeChecked();
    const lab = within(group).getByRole('radio', { name: 'Laboratorio Clínico Santa Rosalía' });
    await expect(lab).toHaveAccessibleDescription(`Av. José Larco 812, Miraflores ${HOURS}`);
    // The address is part of the target: a tap on it chooses the place.
    await userEvent.click(within(group).getByText('Av. José Larco 812, Miraflores'));
    await expect(lab).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1');
  },
};

export const Links: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const call = canvas.getByRole('link', { name: 'Llamar al (01) 612-4580' });
    await expect(call).toHaveAttribute('href', 'tel:+5116124580');
    await expect(call).toHaveAccessibleDescription('Laboratorio Clínico Santa Rosalía');
    const maps = canvas.getAllByRole('link', { name: 'Ver en el mapa (se abre en otra pestaña)' });
    await expect(maps).toHaveLength(2);
    await expect(maps[1]).toHaveAccessibleDescription('Centro Odontológico Sonrisa Clara');
    await expect(maps[0]).toHaveAttribute('target', '_blank');
    await expect(maps[0]).toHaveAttribute('rel', 'noopener noreferrer');
    // Keyboard: the radio, then its phone and map, then the next place's radio.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Laboratorio Clínico Santa Rosalía' })).toHaveFocus();
    await userEvent.tab();
    await expect(call).toHaveFocus();
    await userEvent.tab();
    await expect(maps[0]).toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Chosen: Story = {
  args: { value: '9' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dental = canvas.getByRole('radio', { name: 'Centro Odontológico Sonrisa Clara' });
    await expect(dental).toBeChecked();
    // Arrow keys move between places, past the links.
    dental.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Laboratorio Clínico Santa Rosalía' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1');
  },
};

export const Error: Story = {
  args: { error: 'Elige el local donde te atenderán.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Elige el local' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Elige el local donde te atenderán.');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Elige el local donde te atenderán.');
  },
};

export const Empty: Story = {
  args: { options: [], emptyText: 'No hay locales en este distrito. Elige otro.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(canvas.getByText('No hay locales en este distrito. Elige otro.')).toBeVisible();
  },
};

export const WithoutLinks: Story = {
  args: { options: [{ value: '3', name: 'Laboratorio Jirón Cuzco', address: 'Jr. Cuzco 455, Lima' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Laboratorio Jirón Cuzco' })).toHaveAccessibleDescription(
      'Jr. Cuzco 455, Lima',
    );
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const LongSpanishText: Story = {
  args: {
    legend: '¿En cuál de los locales de nuestra red afiliada quieres hacerte los análisis clínicos?',
    hint: 'Te mostramos los locales del distrito que elegiste.',
    options: [
      {
        ...places[0]!,
        name: 'Centro de Diagnóstico por Imágenes y Laboratorio Clínico Especializado Santa Rosalía de Miraflores',
        address: 'Avenida José Larco 812, interior 304, tercer piso, frente al parque Kennedy, Miraflores',
        hours: 'De lunes a sábado, de 7:00 a. m. a 6:00 p. m.; domingos y feriados, de 8:00 a. m. a 12:00 p. m.',
      },
    ],
    value: '1',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription(
      'Te mostramos los locales del distrito que elegiste.',
    );
    // Nothing is cut: the card grows with its text.
    const card = canvas.getByRole('listitem');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { value: '1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Every target is at least 44 px tall on a phone.
    for (const target of [
      ...canvas.getAllByRole('link'),
      ...canvas.getAllByRole('radio').map((r) => r.closest('label')!),
    ]) {
      await expect(target.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};
