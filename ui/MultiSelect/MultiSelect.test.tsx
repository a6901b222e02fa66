import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from '../../tests/browser/render';
import { MultiSelect } from './MultiSelect';

const options = [
  { value: 'a', label: 'Protección de Tarjeta' },
  { value: 'b', label: 'Vida Plus' },
];

function Controlled() {
  const [value, setValue] = useState<string[]>([]);
  return (
    <>
      <MultiSelect label="Seguros" options={options} value={value} onChange={setValue} max={3} />
      <output>{value.join(',')}</output>
    </>
  );
}

describe('MultiSelect', () => {
  it('moves focus to the chips when the last option is taken', async () => {
    const container = await render(<Controlled />);
    const buttons = () => Array.from(container.querySelectorAll('button'));
    buttons()[0]!.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    expect(container.querySelector('output')!.textContent).toBe('a,b');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Quitar/);
  });

  it('honours a custom maximum', async () => {
    const container = await render(<MultiSelect label="Seguros" options={options} max={1} defaultValue={['a']} />);
    expect(container.textContent).toContain('Elige hasta 1.');
    container.querySelector<HTMLButtonElement>('button[aria-label="Agregar Vida Plus"]')!.click();
    await expect.poll(() => container.textContent).toContain('Puedes elegir como máximo 1 seguros.');
  });
});
