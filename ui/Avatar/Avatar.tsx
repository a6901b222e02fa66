import { forwardRef } from 'react';
import { avatar } from './Avatar.css';
import { initialsOf } from './initials';

export interface AvatarProps {
  /**
   * `md` (40 px) in headers and lists; `lg` (48 px) on the profile.
   * @default 'md'
   */
  size?: 'md' | 'lg';
  /** Given names, e.g. "María Fernanda". */
  names: string;
  /** Surnames, e.g. "Quispe Huamán". */
  surnames?: string;
  /** Hide it from assistive technology when the name is already said next to it (e.g. inside a labelled button). */
  decorative?: boolean;
  /** Extra class. */
  className?: string;
}

/** A round badge with the person's initials, in the family accent; its accessible name is the full name. */
export const Avatar = forwardRef<HTMLSpanElement, AvatarProps>(function Avatar(
  { names, surnames = '', decorative = false, size = 'md', className },
  ref,
) {
  const fullName = `${names} ${surnames}`.trim();
  return (
    <span
      ref={ref}
      className={[avatar({ size }), className].filter(Boolean).join(' ')}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': fullName })}
    >
      {initialsOf(names, surnames)}
    </span>
  );
});
Avatar.displayName = 'Avatar';
