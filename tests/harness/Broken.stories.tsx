import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../ui';

/** Stories broken on purpose: the harness test proves each kind of breakage fails the story suite. */
const meta = { title: 'Harness/Broken', component: Button } satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Healthy: Story = {
  args: { children: 'Activar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveTextContent('Activar');
  },
};

export const WrongAssertion: Story = {
  args: { children: 'Activar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveTextContent('Iniciar sesión');
  },
};

export const AxeViolation: Story = {
  // An icon-only button with no accessible name.
  render: () => (
    <Button>
      <svg width="16" height="16" aria-hidden="true" />
    </Button>
  ),
};

export const ChangedPixel: Story = {
  // Its committed baseline was taken with the secondary variant.
  args: { children: 'Activar', variant: 'primary' },
};

export const ChangedAccent: Story = {
  // Its committed baseline says "Activar": an accent is about the smallest change a reader would notice.
  args: { children: 'Actívar' },
};
