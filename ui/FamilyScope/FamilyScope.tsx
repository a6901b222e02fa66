import type { ReactNode } from 'react';
import { familyThemes, type FamilyCode } from '../../tokens';

export interface FamilyScopeProps {
  /** The benefit family (product code) whose accent everything inside takes. */
  family: FamilyCode;
  children: ReactNode;
  /** Extra class for the wrapping element. */
  className?: string;
}

/** Applies a benefit family's accent to its subtree, the way a theme applies to a page. */
export function FamilyScope({ family, children, className }: FamilyScopeProps) {
  return (
    <div data-family={family} className={[familyThemes[family], className].filter(Boolean).join(' ')}>
      {children}
    </div>
  );
}
