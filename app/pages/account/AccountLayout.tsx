import type { ReactNode } from 'react';
import { familyArtUrl } from '../../assets/familyArt';
import * as styles from './AccountLayout.css';

export interface AccountLayoutProps {
  title: string;
  intro?: ReactNode;
  /** Family drawing shown in the image panel (a path under app/assets/familias/). */
  art?: string;
  children: ReactNode;
}

/** The account screens' frame: the form card and, on wide screens, an image panel. */
export function AccountLayout({ title, intro, art = 'familias/salud.svg', children }: AccountLayoutProps) {
  const url = familyArtUrl(art);
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
        {url ? <div className={styles.artDrawing} style={{ maskImage: `url("${url}")` }} /> : null}
      </div>
    </main>
  );
}
