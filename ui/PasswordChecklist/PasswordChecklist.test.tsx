import fc from 'fast-check';
import { useState } from 'react';
import { userEvent } from 'vitest/browser';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../tests/browser/render';
import { PasswordChecklist } from './PasswordChecklist';
import { passwordChecks, passwordSpecialCharacters } from './passwordChecks';

describe('passwordChecks', () => {
  it('allPass is exactly the three rules together', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (value) => {
        const c = passwordChecks(value);
        expect(c.allPass).toBe(c.lettersAndDigits && c.specialCharacter && c.minLength);
      }),
    );
  });

  it('accepts every allowed symbol and a letter, a digit and 8 characters', () => {
    for (const ch of passwordSpecialCharacters) expect(passwordChecks(`clave12${ch}`).allPass).toBe(true);
  });

  it('counts characters, not UTF-16 units, for the minimum length', () => {
    expect(passwordChecks('ñandú1#').minLength).toBe(false);
    expect(passwordChecks('ñandú12#').minLength).toBe(true);
  });
});

describe('PasswordChecklist', () => {
  it('reports validity once per change of the overall result, not on every keystroke', async () => {
    const onValidityChange = vi.fn();
    function Typing() {
      const [value, setValue] = useState('');
      return (
        <>
          <input aria-label="Contraseña" value={value} onChange={(e) => setValue(e.target.value)} />
          <PasswordChecklist value={value} onValidityChange={onValidityChange} />
        </>
      );
    }
    const container = await render(<Typing />);
    await userEvent.type(container.querySelector('input')!, 'clave12#xyz');
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}');
    // false on mount, true at the 8th character, false again when it drops below 8.
    expect(onValidityChange.mock.calls).toEqual([[false], [true], [false]]);
  });
});
