import {
  Children,
  cloneElement,
  forwardRef,
  isValidElement,
  useCallback,
  version,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';

type Props = Record<string, unknown>;

const reactMajor = Number.parseInt(version, 10);

/** The ref an element was given: a prop from React 19 on, the element's own field before. */
function refOf(element: ReactElement): Ref<HTMLElement> | undefined {
  return (
    (reactMajor >= 19
      ? (element.props as { ref?: Ref<HTMLElement> }).ref
      : (element as unknown as { ref?: Ref<HTMLElement> }).ref) ?? undefined
  );
}

function setRef(ref: Ref<HTMLElement> | undefined, node: HTMLElement | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) (ref as { current: HTMLElement | null }).current = node;
}

/** The slot's props over the child's: classes and styles joined, both handlers run (the child's first). */
function mergeProps(slot: Props, child: Props): Props {
  const merged: Props = { ...slot, ...child };
  for (const name of Object.keys(child)) {
    const ours = slot[name];
    const theirs = child[name];
    if (/^on[A-Z]/.test(name) && typeof ours === 'function' && typeof theirs === 'function') {
      merged[name] = (...args: unknown[]) => {
        const result = (theirs as (...a: unknown[]) => unknown)(...args);
        (ours as (...a: unknown[]) => unknown)(...args);
        return result;
      };
    } else if (name === 'className') merged[name] = [ours, theirs].filter(Boolean).join(' ');
    else if (name === 'style') merged[name] = { ...(ours as object), ...(theirs as object) };
  }
  return merged;
}

/**
 * Renders its one child element with the slot's props merged in (`asChild`): what Radix's Slot does for our
 * components, without its `Slottable` and lazy-child handling, which none of them uses and which every page loaded.
 */
export const Slot = forwardRef<HTMLElement, HTMLAttributes<HTMLElement> & { children?: ReactNode }>(function Slot(
  { children, ...slotProps },
  ref,
) {
  const child = Children.only(children);
  const childRef = isValidElement(child) ? refOf(child) : undefined;
  const composed = useCallback(
    (node: HTMLElement | null) => {
      setRef(ref, node);
      setRef(childRef, node);
    },
    [ref, childRef],
  );
  if (!isValidElement(child)) return null;
  return cloneElement(child, { ...mergeProps(slotProps, child.props as Props), ref: composed } as Props);
});
