import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmergencyCall } from '../ui';
import about from './docs/EmergencyCall.md?raw';

const meta = {
  title: 'UI/EmergencyCall',
  tags: ['aviso'],
  component: EmergencyCall,
  args: { phone: '(01) 700-5000' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { docs: { description: { component: about } } },
} satisfies Meta<typeof EmergencyCall>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '¿Es una emergencia?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Llamar al (01) 700-5000' })).toHaveAttribute(
      'href',
      'tel:017005000',
    );
  },
};

/** On a 360 px phone the button takes the whole width, under the words, and the number stays on one line. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Llamar al (01) 700-5000' });
    const box = canvasElement.querySelector('section')!;
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(box.getBoundingClientRect().width * 0.8);
    const number = within(link).getByText(
      (_, element) => element?.tagName === 'SPAN' && element.textContent === '(01) 700-5000',
    );
    await expect(number.getClientRects()).toHaveLength(1);
  },
};

/** Another app's wording; an international number keeps its +. */
export const CustomCopy: Story = {
  args: {
    phone: '+51 1 700 5000',
    title: 'Emergencias médicas',
    text: 'Te atendemos las 24 horas.',
    callText: 'Llamar ahora:',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Emergencias médicas' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Llamar ahora: +51 1 700 5000' })).toHaveAttribute(
      'href',
      'tel:+5117005000',
    );
  },
};
