import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Accordion, FamilyScope } from '../ui';
import about from './docs/Accordion.md?raw';

const faq = [
  {
    id: 'costo',
    title: '¿Tengo que pagar algo para usar mis beneficios?',
    content: <p>No. Los beneficios ya están incluidos en tu seguro; solo activa tu cuenta para empezar a usarlos.</p>,
  },
  {
    id: 'activar',
    title: '¿Cómo activo mi cuenta?',
    content: (
      <p>
        Haz clic en “Activa tu cuenta”, completa el formulario de registro en dos pasos y disfruta tus beneficios
        gratis.
      </p>
    ),
  },
  {
    id: 'invitados',
    title: '¿Puedo compartir mis beneficios?',
    content: (
      <p>Sí. Desde “Agregar invitados” puedes invitar a otra persona a usar el beneficio que elijas para ella.</p>
    ),
  },
];

const meta = {
  title: 'UI/Accordion',
  tags: ['contenido'],
  parameters: { docs: { description: { component: about } } },
  component: Accordion,
  args: { items: faq, onValueChange: fn() },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const triggers = within(canvasElement).getAllByRole('button');
    await expect(triggers).toHaveLength(3);
    for (const trigger of triggers) await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const FirstOpen: Story = {
  args: { defaultValue: 'costo' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /pagar algo/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(within(canvasElement).getByText(/ya están incluidos/)).toBeVisible();
  },
};

export const OneOpenAtATime: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: /pagar algo/ });
    const second = canvas.getByRole('button', { name: /activo mi cuenta/ });
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(first).toHaveAttribute('aria-expanded', 'false'));
    // With motion, the closing panel leaves once its animation ends.
    await waitFor(() => expect(canvas.queryByText(/ya están incluidos/)).not.toBeInTheDocument());
    await expect(args.onValueChange).toHaveBeenLastCalledWith('activar');
    // The open one closes again (collapsible).
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    await userEvent.click(second);
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const [first, second, third] = within(canvasElement).getAllByRole('button');
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(third).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(third).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
  },
};

export const FromParts: Story = {
  render: () => (
    <Accordion.Root defaultValue="a">
      <Accordion.Item value="a">
        <Accordion.Trigger headingLevel={2}>¿Qué es el ecosistema de beneficios?</Accordion.Trigger>
        <Accordion.Content>Es el espacio donde encuentras todos los beneficios de tu plan.</Accordion.Content>
      </Accordion.Item>
    </Accordion.Root>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      '¿Qué es el ecosistema de beneficios?',
    );
  },
};

export const Empty: Story = { args: { items: [] } };

export const LongSpanishText: Story = {
  args: {
    defaultValue: 'largo',
    items: [
      {
        id: 'largo',
        title:
          '¿Qué documentos necesito presentar para atenderme en una clínica afiliada si soy invitado de un titular de la póliza?',
        content: (
          <p>
            Solo necesitas tu documento de identidad vigente (DNI o carné de extranjería). La clínica validará que el
            titular te haya registrado como invitado y que el beneficio elegido para ti esté disponible en tu servicio.
            La evaluación de invitados se realiza dentro de los 7 días hábiles siguientes a la inscripción.
          </p>
        ),
      },
      ...faq,
    ],
  },
};

export const FamilyAccent: Story = {
  args: { defaultValue: 'costo' },
  render: (args) => (
    <FamilyScope family="7706-1">
      <Accordion {...args} />
    </FamilyScope>
  ),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { defaultValue: 'activar' },
};
