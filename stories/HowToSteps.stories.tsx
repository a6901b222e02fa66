import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FamilyScope, HowToSteps } from '../ui';
import about from './docs/HowToSteps.md?raw';

const meta = {
  title: 'UI/HowToSteps',
  tags: ['contenido'],
  parameters: { docs: { description: { component: about } } },
  component: HowToSteps,
} satisfies Meta<typeof HowToSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Paso 1: Haz clic en el botón Activa tu cuenta');
    await expect(items[1]).toHaveTextContent('Paso 2: Completa el formulario de registro');
    await expect(items[2]).toHaveTextContent('Paso 3: Disfruta tus beneficios gratis');
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
  },
};

export const Custom: Story = {
  args: {
    heading: 'Agenda tu cita en tres pasos',
    steps: [
      { title: 'Elige el beneficio', text: 'Telemedicina, nutrición o psicología.' },
      { title: 'Escoge día y hora', text: 'Verás solo los horarios libres.' },
      { title: 'Recibe la confirmación', text: 'Por SMS o correo electrónico.' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Agenda tu cita en tres pasos' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')[1]).toHaveTextContent('Escoge día y hora');
  },
};

export const WithoutHeading: Story = {
  args: { heading: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};

export const LongSpanishText: Story = {
  args: {
    steps: [
      { title: 'Haz clic en el botón Activa tu cuenta que encontrarás en la parte superior de cualquier página' },
      { title: 'Completa el formulario de registro con tu documento de identidad, tu correo y tu celular' },
      { title: 'Disfruta tus beneficios gratis desde el primer día, sin pagos adicionales ni letras pequeñas' },
    ],
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};

export const FamilyAccent: Story = {
  render: (args) => (
    <FamilyScope family="7704-1">
      <HowToSteps {...args} />
    </FamilyScope>
  ),
};
