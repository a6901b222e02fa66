import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from '../../tests/browser/render';
import { Modal } from './Modal';

function Controlled({ root }: { root: HTMLElement }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Aviso" lockRoot={root}>
        <p>Texto</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('without a trigger, returns focus to the element that opened it and unlocks the root', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    const container = await render(<Controlled root={root} />);
    const opener = container.querySelector('button')!;
    expect(root.hasAttribute('data-locked')).toBe(false);
    await userEvent.click(opener);
    await expect.poll(() => document.querySelector('[role="dialog"]')).not.toBeNull();
    expect(root.inert).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => document.querySelector('[role="dialog"]')).toBeNull();
    await expect.poll(() => document.activeElement).toBe(opener);
    expect(root.inert).toBe(false);
    expect(root.hasAttribute('data-locked')).toBe(false);
    act(() => root.remove());
  });

  it('names the parts for React DevTools', () => {
    expect(Modal.displayName).toBe('Modal');
    expect(Modal.Content.displayName).toBe('Modal.Content');
    expect(Modal.Root.displayName).toBe('Modal.Root');
    expect(Modal.Close.displayName).toBe('Modal.Close');
  });
});
