import type { ReactNode } from 'react';
import { accountArt } from './accountArt';
import * as styles from './AccountLayout.css';

export interface AccountLayoutProps {
  title: string;
  intro?: ReactNode;
  /** URL of the family drawing shown in the image panel (one of `accountArt`). */
  art?: string;
  children: ReactNode;
}

/** The account screens' frame: the form card and, on wide screens, an image panel. */
export function AccountLayout({ title, intro, art = accountArt.salud, children }: AccountLayoutProps) {
  return (
    <main id="contenido" className={styles.page}>
      <section className={styles.panel} aria-labelledby="titulo-cuenta">
        <h1 id="titulo-cuenta" className={styles.heading}>
          {title}
        </h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {children}
      </section>
      <div className={styles.art} aria-hidden="true">
        <div className={styles.artDrawing} style={{ maskImage: `url("${art}")` }} />
      </div>
    </main>
  );
}
