import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

let mounted: { root: Root; container: HTMLElement } | null = null;

/** Renders into a fresh container in the real browser; the previous render is unmounted first. */
export async function render(node: ReactNode): Promise<HTMLElement> {
  cleanup();
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(node));
  mounted = { root, container };
  return container;
}

export function cleanup() {
  if (!mounted) return;
  const { root, container } = mounted;
  act(() => root.unmount());
  container.remove();
  mounted = null;
}
