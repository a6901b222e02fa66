import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppointmentCard, FamilyScope } from '../ui';
import about from './docs/AppointmentCard.md?raw';

const meta = {
  title: 'UI/AppointmentCard',
  tags: ['fecha', 'tarjeta'],
  parameters: { docs: { description: { component: about } } },
  component: AppointmentCard,
  args: {
    benefitName: 'Telemedicina',
    date: '2026-11-28',
    time: '10:00',
    onReschedule: fn(),
    onCancel: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AppointmentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Telemedicina' })).toBeVisible();
    const when = canvasElement.querySelector('time');
    await expect(when).toBeVisible();
    await expect(when).toHaveTextContent('sábado 28 de noviembre, 10:00 a. m.');
    await expect(when).toHaveAttribute('datetime', '2026-11-28T10:00');
    // The time of day is one unit: "a. m." never starts a line of its own.
    await expect(canvas.getByText('10:00 a. m.')).toHaveStyle({ whiteSpace: 'nowrap' });
    await expect(canvas.getByText('Programada')).toBeVisible();
  },
};

export const Actions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const reschedule = canvas.getByRole('button', { name: 'Reprogramar' });
    await expect(reschedule).toHaveAccessibleDescription('Telemedicina sábado 28 de noviembre, 10:00 a. m.');
    await userEvent.click(reschedule);
    await expect(args.onReschedule).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar cita' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: 'Agregar a mi calendario' })).toBeNull();
  },
};

export const WithCalendarAndVideo: Story = {
  args: {
    benefitName: 'Orientación psicológica',
    time: '16:00',
    detail: 'Videoconsulta con psicóloga colegiada',
    onAddToCalendar: fn(),
    renderJoinLink: (props) => <a href="#videollamada/abc123?id=42" {...props} />,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const join = canvas.getByRole('link', { name: 'Unirse a la videoconsulta' });
    await expect(join).toHaveAttribute('href', '#videollamada/abc123?id=42');
    await userEvent.tab();
    await expect(join).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar a mi calendario' }));
    await expect(args.onAddToCalendar).toHaveBeenCalledTimes(1);
  },
};

/** A video consultation days ahead: the app says when its room opens instead of offering the join link. */
export const VideoRoomNotOpenYet: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    detail: 'Videoconsulta · Medicina general',
    joinNotice: 'La sala se abre el sábado 28 de noviembre a las 9:45 a. m.',
    onAddToCalendar: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = canvas.getByRole('article', { name: 'Telemedicina' });
    await expect(within(article).getByText('La sala se abre el sábado 28 de noviembre a las 9:45 a. m.')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    // Changing, cancelling and the calendar stay on offer while the room is closed.
    await expect(canvas.getByRole('button', { name: 'Reprogramar' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Agregar a mi calendario' })).toBeVisible();
  },
};

export const HomeVisit: Story = {
  args: {
    benefitName: 'Médico a domicilio',
    date: '2026-12-01',
    time: '11:00',
    place: 'Av. José Larco 345, dpto. 501, Miraflores, Lima',
    detail: 'Paciente: Elena Castillo · Motivo: fiebre alta desde ayer',
    onAddToCalendar: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Médico a domicilio' });
    // The address sits under the date, before the other details.
    const place = within(card).getByText('Av. José Larco 345, dpto. 501, Miraflores, Lima');
    await expect(place).toBeVisible();
    const when = card.querySelector('time')!;
    await expect(when.compareDocumentPosition(place) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(
      place.compareDocumentPosition(within(card).getByText(/^Paciente: Elena Castillo/)) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    // Its pin is decoration: the address is read alone.
    await expect(place.parentElement!.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const HomeVisitMobile: Story = {
  ...HomeVisit,
  globals: { viewport: { value: 'mobile' } },
  args: { ...HomeVisit.args, place: 'Calle Manuel Bonilla 120, int. 3, San Juan de Miraflores, Lima' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Calle Manuel Bonilla 120, int. 3, San Juan de Miraflores, Lima'),
    ).toBeVisible();
  },
};

export const Rescheduled: Story = {
  args: { status: 'reprogramada', date: '2026-12-02', time: '09:00' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('time')).toHaveTextContent('miércoles 2 de diciembre, 9:00 a. m.');
    await expect(canvas.getByText('Reprogramada')).toBeVisible();
  },
};

export const Cancelled: Story = {
  args: { status: 'cancelada', joinNotice: 'La sala se abre el sábado 28 de noviembre a las 9:45 a. m.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cancelada')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    // A past or cancelled appointment has no room to wait for.
    await expect(canvas.queryByText(/La sala se abre/)).toBeNull();
  },
};

export const Attended: Story = {
  args: { status: 'atendida', date: '2026-10-05', time: '08:00' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Reprogramar' })).toBeNull();
  },
};

/** The time passed and the patient never came (a video room never entered): the use is spent, nothing is left to do. */
export const Missed: Story = {
  args: {
    status: 'ausente',
    date: '2026-10-05',
    time: '08:00',
    joinNotice: 'La sala se abre el lunes 5 de octubre a las 7:45 a. m.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No asistió')).toBeVisible();
    await expect(canvasElement.querySelector('article')).toHaveAttribute('data-status', 'ausente');
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByText(/La sala se abre/)).toBeNull();
  },
};

/**
 * A day outside the year it is read in carries its year: the app passes `currentYear` (Lima's, from its clock), and
 * the card never reads the clock itself, so this story reads the same on any date.
 */
export const NextYear: Story = {
  args: {
    benefitName: 'Sala de coworking',
    date: '2027-01-04',
    time: '09:00',
    currentYear: 2026,
    place: 'Punto Cowork Rivera Navarrete, Av. Rivera Navarrete 501, piso 6, San Isidro',
    bookingCode: 'KMN-PQR',
    rescheduleLabel: 'Cambiar',
    cancelLabel: 'Cancelar reserva',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const when = canvasElement.querySelector('time');
    await expect(when).toHaveTextContent('lunes 4 de enero de 2027, 9:00 a. m.');
    await expect(when).toHaveAttribute('datetime', '2027-01-04T09:00');
    await expect(canvas.getByText('9:00 a. m.')).toHaveStyle({ whiteSpace: 'nowrap' });
    // The buttons name the appointment with its year too.
    await expect(canvas.getByRole('button', { name: 'Cambiar' })).toHaveAccessibleDescription(
      'Sala de coworking lunes 4 de enero de 2027, 9:00 a. m.',
    );
  },
};

export const LongSpanishText: Story = {
  args: {
    benefitName: 'Chequeo preventivo anual con análisis clínicos a domicilio y consulta de resultados',
    date: '2026-09-30',
    time: '7:00',
    detail:
      'Av. José Pardo 1234, Miraflores, Lima. Acude en ayunas de al menos 8 horas y lleva tu documento de identidad.',
    onAddToCalendar: fn(),
  },
};

export const AtAPlace: Story = {
  args: {
    benefitName: 'Análisis clínicos',
    time: '09:00',
    place: 'Laboratorio Clínico Santa Rosalía, Av. José Larco 812, Miraflores',
    bookingCode: 'K7M-4QX',
    detail: 'Paciente: Jorge Gutiérrez',
    onAddToCalendar: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Laboratorio Clínico Santa Rosalía, Av. José Larco 812, Miraflores')).toBeVisible();
    await expect(canvas.getByText('Código de reserva:', { exact: false })).toHaveTextContent(
      'Código de reserva: K7M-4QX',
    );
    // The code is one unit: it never breaks across lines.
    await expect(canvas.getByText('K7M-4QX')).toHaveStyle({ whiteSpace: 'nowrap' });
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { onAddToCalendar: fn(), renderJoinLink: (props) => <a href="#sala" {...props} /> },
};

export const AtAPlaceMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    benefitName: 'Urgencia dental',
    place: 'Centro Odontológico Sonrisa Clara, Calle Schell 343, Miraflores',
    bookingCode: 'ACD-479',
    onAddToCalendar: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ACD-479')).toBeVisible();
    // The card fits the phone: nothing scrolls sideways.
    const card = canvas.getByRole('article');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

export const FamilyAccent: Story = {
  render: (args) => (
    <FamilyScope family="7723-1">
      <AppointmentCard {...args} benefitName="Ambulancia" />
    </FamilyScope>
  ),
};
