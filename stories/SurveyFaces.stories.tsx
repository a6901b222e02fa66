import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SurveyFaces } from '../ui';
import about from './docs/SurveyFaces.md?raw';

const meta = {
  title: 'UI/SurveyFaces',
  tags: ['campo'],
  parameters: { docs: { description: { component: about } } },
  component: SurveyFaces,
  args: { onChange: fn() },
} satisfies Meta<typeof SurveyFaces>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: '¿Cómo calificarías tu experiencia?' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual(['Promotor', 'Neutro', 'Detractor']);
    for (const radio of radios) await expect(radio).not.toBeChecked();
  },
};

export const Chosen: Story = {
  args: { defaultValue: 'Promotor' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Buena' })).toBeChecked();
  },
};

export const ClickChooses: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByText('Mala'));
    await expect(within(canvasElement).getByRole('radio', { name: 'Mala' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('Detractor');
  },
};

export const KeyboardChooses: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Buena' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith('Promotor');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Regular' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Regular' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('Neutro');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Neutro' },
  play: async ({ canvasElement, args }) => {
    const bad = within(canvasElement).getByRole('radio', { name: 'Mala' });
    await expect(bad).toBeDisabled();
    await userEvent.click(bad, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongSpanishText: Story = {
  args: {
    label: '¿Qué tan probable es que recomiendes nuestros beneficios a un familiar o a un amigo cercano?',
    faceLabels: { Promotor: 'Muy probable', Neutro: 'Quizás', Detractor: 'Poco probable' },
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

/** `compactOnPhones` (the survey popup): smaller faces on a phone, each still a 44 px tap target. */
export const CompactOnPhones: Story = {
  args: { compactOnPhones: true },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    for (const face of canvasElement.querySelectorAll('label')) {
      const box = face.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
  },
};
