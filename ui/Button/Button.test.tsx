import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from '../../tests/browser/render';
import { Button } from './Button';

describe('Button', () => {
  it('activates with Enter and Space from the keyboard', async () => {
    const onClick = vi.fn();
    const container = await render(<Button onClick={onClick}>Activar</Button>);
    const button = container.querySelector('button')!;
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('is a submit button only when asked', async () => {
    const container = await render(<Button>Activar</Button>);
    expect(container.querySelector('button')).toHaveProperty('type', 'button');
  });
});
