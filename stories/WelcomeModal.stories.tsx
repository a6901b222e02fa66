import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { WelcomeModal } from '../ui';
import about from './docs/WelcomeModal.md?raw';

const benefits = (
  <ul>
    <li>Chequeo preventivo anual</li>
    <li>Análisis clínicos a domicilio</li>
    <li>Ambulancia para emergencias</li>
    <li>Orientación médica telefónica en menos de 15 minutos</li>
  </ul>
);

const meta = {
  title: 'UI/WelcomeModal',
  tags: ['diálogo'],
  parameters: { docs: { description: { component: about } } },
  component: WelcomeModal,
  args: { defaultOpen: true, family: '7722-1', children: benefits, onConfirm: fn() },
} satisfies Meta<typeof WelcomeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DetectaPower: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveAccessibleName('Hemos preparado estos beneficios pensados exclusivamente para ti');
    await expect(dialog).toHaveAccessibleDescription(
      'Al unirte automáticamente y de manera totalmente gratis obtienes:',
    );
    await expect(dialog).toHaveAttribute('data-family', '7722-1');
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(4);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const VidaPower: Story = {
  args: { family: '7723-1' },
  play: async () => {
    await expect(await screen.findByRole('dialog')).toHaveAttribute('data-family', '7723-1');
  },
};

export const ButtonCloses: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    await screen.findByRole('dialog');
  },
};

/**
 * A welcome that opened as the page arrived has nowhere to give the focus back but the page itself: the page names
 * its own target in `onCloseAutoFocus` (here its heading), so a keyboard or screen-reader user goes on from there.
 */
export const FocusAfterClosing: Story = {
  args: {
    // Only a focus that fell to the page: one the browser gave back to a trigger stays there.
    onCloseAutoFocus: () => {
      if (document.activeElement === document.body) document.getElementById('pagina-titulo')?.focus();
    },
  },
  render: (args) => (
    <>
      <h1 id="pagina-titulo" tabIndex={-1}>
        Detecta Power!
      </h1>
      <WelcomeModal {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1, name: 'Detecta Power!' });
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
