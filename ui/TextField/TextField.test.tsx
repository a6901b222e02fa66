import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from '../../tests/browser/render';
import { TextField } from './TextField';
import { applyInputRules } from './inputFilters';

function ControlledDni({ onValue }: { onValue: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="DNI"
      inputFilter="digits"
      maxLength={8}
      value={value}
      onValueChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

describe('TextField', () => {
  it('applies the filter before the length limit', () => {
    expect(applyInputRules('12.345.678', 'digits', 8)).toBe('12345678');
    expect(applyInputRules('123456789', 'digits', 8)).toBe('12345678');
    expect(applyInputRules('Ñandú 3', 'letters')).toBe('Ñandú ');
    expect(applyInputRules('abc', (v) => v.toUpperCase(), 2)).toBe('AB');
  });

  it('keeps a controlled value filtered and never longer than the limit', async () => {
    const onValue = vi.fn();
    const container = await render(<ControlledDni onValue={onValue} />);
    const input = container.querySelector('input')!;
    await userEvent.type(input, '4x5-6 7890123');
    expect(input.value).toBe('45678901');
    expect(onValue).toHaveBeenLastCalledWith('45678901');
  });

  it('keeps the caret in place when a rejected character is typed in the middle', async () => {
    const container = await render(<TextField label="DNI" inputFilter="digits" defaultValue="1234" />);
    const input = container.querySelector('input')!;
    input.focus();
    input.setSelectionRange(2, 2);
    await userEvent.keyboard('a');
    expect(input.value).toBe('1234');
    expect(input.selectionStart).toBe(2);
    await userEvent.keyboard('9');
    expect(input.value).toBe('12934');
  });

  it('ties label, hint and error to the input', async () => {
    const container = await render(<TextField label="Celular" hint="9 dígitos" error="Ingrese un número válido." />);
    const input = container.querySelector('input')!;
    expect(input.labels?.[0]?.textContent).toBe('Celular');
    const ids = input.getAttribute('aria-describedby')!.split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      '9 dígitos',
      'Ingrese un número válido.',
    ]);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
