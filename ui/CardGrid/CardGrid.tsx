import { Children, forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cell, grid } from './CardGrid.css';

export interface CardGridProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  /** The most columns on wide screens (1 to 4); the grid goes 1 → 2 → 3 → 4 as the screen widens, up to this. */
  columns?: 1 | 2 | 3 | 4;
  /** The cards; each becomes a list item. */
  children: ReactNode;
}

/** A responsive list of cards: one column on phones, up to `columns` (default 4) on wide screens. */
export const CardGrid = forwardRef<HTMLUListElement, CardGridProps>(function CardGrid(
  { columns = 4, className, children, ...rest },
  ref,
) {
  return (
    <ul ref={ref} className={[grid({ columns }), className].filter(Boolean).join(' ')} data-columns={columns} {...rest}>
      {Children.toArray(children).map((child, i) => (
        <li key={i} className={cell}>
          {child}
        </li>
      ))}
    </ul>
  );
});
CardGrid.displayName = 'CardGrid';
