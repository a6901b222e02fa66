import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, Modal, SurveyPopup } from '../ui';
import about from './docs/Modal.md?raw';

const meta = {
  title: 'UI/Modal',
  tags: ['diálogo'],
  // Open dialogs are modal: on the docs page each story gets a frame of its own, so they never cover the page.
  parameters: { docs: { description: { component: about }, story: { inline: false, iframeHeight: 560 } } },
  component: Modal,
  args: {
    title: 'Confirma tus datos',
    description: 'Revisa que tu correo y tu celular estén bien escritos antes de continuar.',
    trigger: <Button>Abrir ventana</Button>,
    onOpenChange: fn(),
    footer: (
      <>
        <Modal.Close asChild>
          <Button variant="secondary">Volver</Button>
        </Modal.Close>
        <Modal.Close asChild>
          <Button>Continuar</Button>
        </Modal.Close>
      </>
    ),
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const openModal = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Abrir ventana' }));
  return screen.findByRole('dialog');
};

/** Closed: only the trigger shows. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Abrir ventana' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openModal(canvasElement);
    await expect(dialog).toHaveAccessibleName('Confirma tus datos');
    await expect(dialog).toHaveAccessibleDescription(/Revisa que tu correo/);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

export const EscapeClosesAndReturnsFocus: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Abrir ventana' });
    await openModal(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseButtonClosesAndReturnsFocus: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Abrir ventana' });
    const dialog = await openModal(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const FocusIsTrapped: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // More Tab presses than focusable elements: focus must wrap inside the dialog.
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab({ shift: true });
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  },
};

export const OutsideClickCloses: Story = {
  play: async ({ canvasElement }) => {
    await openModal(canvasElement);
    await userEvent.click(document.querySelector('[data-modal-overlay]')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Built from the parts, for layouts the composed modal does not cover. */
export const FromParts: Story = {
  render: () => (
    <Modal.Root>
      <Modal.Trigger asChild>
        <Button>Abrir ventana</Button>
      </Modal.Trigger>
      <Modal.Content aria-describedby={undefined}>
        <Modal.Title>Ventana armada por partes</Modal.Title>
        <Modal.Body>
          <p>Título, cuerpo y acciones se combinan libremente.</p>
        </Modal.Body>
        <Modal.Footer>
          <Modal.Close asChild>
            <Button>Entendido</Button>
          </Modal.Close>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement);
    await expect(dialog).toHaveAccessibleName('Ventana armada por partes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const LongSpanishText: Story = {
  args: {
    title: 'Antes de continuar, confirma que la información de tu póliza y tus datos de contacto son correctos',
    description:
      'Usaremos tu correo electrónico y tu número de celular para enviarte la confirmación de tus citas, los recordatorios de tus beneficios y los avisos importantes sobre tu cuenta. Si algún dato no es correcto, vuelve al paso anterior y corrígelo.',
  },
  play: async ({ canvasElement }) => {
    await openModal(canvasElement);
  },
};

/** On a phone the modal is a full-height sheet. */
/** An urgent modal (the inactivity warning) stacks above the non-blocking survey popup, whose page is dimmed with it. */
export const UrgentAboveSurvey: Story = {
  args: {
    defaultOpen: true,
    urgent: true,
    trigger: undefined,
    title: '¿Sigues ahí?',
    description: 'Por tu seguridad, tu sesión se cerrará en 30 segundos por inactividad.',
  },
  render: (args) => (
    <>
      <SurveyPopup open onSubmit={fn()} onClose={fn()} />
      <Modal {...args} />
    </>
  ),
  play: async () => {
    const warning = await screen.findByRole('dialog', { name: '¿Sigues ahí?' });
    const survey = document.querySelector<HTMLElement>('section[aria-modal="false"]');
    await expect(survey).not.toBeNull();
    const box = survey!.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    // Whatever covers the survey's centre belongs to the warning's layer, never to the survey.
    await expect(survey!.contains(top)).toBe(false);
    await expect(Number(getComputedStyle(warning).zIndex)).toBeGreaterThan(Number(getComputedStyle(survey!).zIndex));
    await expect(warning).toHaveAttribute('data-layer', 'urgent');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement);
    await waitFor(() => expect(dialog.getBoundingClientRect().height).toBe(window.innerHeight));
  },
};
