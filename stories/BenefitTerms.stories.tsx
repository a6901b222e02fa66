import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BenefitTerms, FamilyScope } from '../ui';
import about from './docs/BenefitTerms.md?raw';

const meta = {
  title: 'UI/BenefitTerms',
  tags: ['contenido'],
  parameters: { docs: { description: { component: about } } },
  component: BenefitTerms,
  args: {
    who: 'Tú y tu familia directa: cónyuge o conviviente e hijos menores de 18 años.',
    includes: [
      'Consultas por videollamada en 9 especialidades: medicina general, pediatría, ginecología, cardiología, dermatología, nutrición, psicología, endocrinología y gastroenterología.',
      'Receta médica electrónica cuando el médico lo indique.',
    ],
    limits: ['Hasta 12 consultas al año por persona.', 'Sin copago: S/ 0.00 por consulta.'],
    waitingPeriod: 'Sin periodo de carencia: puedes usarlo desde que activas tu cuenta.',
    exclusions: ['Emergencias.', 'Medicamentos y exámenes: se pagan aparte.'],
    where: 'Todo el Perú: es un servicio en línea o por teléfono.',
    hours: 'De lunes a sábado, de 9:00 a. m. a 5:00 p. m.',
  },
} satisfies Meta<typeof BenefitTerms>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of [
      '¿Qué incluye?',
      '¿Quiénes pueden usarlo?',
      'Límites',
      'Periodo de carencia',
      'Dónde y cuándo',
      'No incluye',
    ]) {
      await expect(canvas.getByRole('heading', { name, level: 2 })).toBeVisible();
    }
    await expect(canvas.getByRole('region', { name: 'Límites' })).toHaveTextContent('S/ 0.00');
    await expect(canvas.queryByRole('heading', { name: '¿Cómo usarlo?' })).toBeNull();
  },
};

/** With the steps and the shared conditions, a cap in soles and a waiting period. */
export const WithStepsAndConditions: Story = {
  args: {
    who: 'El titular, en la vivienda registrada en su seguro.',
    includes: ['Apertura de puertas por pérdida o robo de llaves.', 'Cambio de chapa cuando la puerta fue forzada.'],
    limits: ['Hasta 3 servicios al año.', 'Tope de S/ 200.00 por servicio (mano de obra y materiales).'],
    waitingPeriod: '30 días desde la activación de tu seguro.',
    exclusions: ['Puertas de garaje, cajas fuertes y vehículos.'],
    where: 'Lima Metropolitana, Callao, Arequipa, Trujillo, Chiclayo, Piura y Cusco (zonas urbanas).',
    hours: 'Las 24 horas, todos los días.',
    howTo: [
      'Llama al (01) 700-5100.',
      'Indica tu número de documento y tu dirección.',
      'Un técnico irá a tu domicilio.',
    ],
    conditions: ['La atención la brinda un proveedor autorizado, sujeta a su disponibilidad.'],
    headingLevel: 3,
  },
  play: async ({ canvasElement }) => {
    const steps = within(within(canvasElement).getByRole('region', { name: '¿Cómo usarlo?' })).getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    await expect(within(canvasElement).getByRole('heading', { name: 'Condiciones', level: 3 })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};

export const FamilyAccent: Story = {
  render: (args) => (
    <FamilyScope family="7717-1">
      <BenefitTerms {...args} />
    </FamilyScope>
  ),
};
