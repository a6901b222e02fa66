import type { ReactNode } from 'react';
import { assetUrl } from '../../assets';
import * as styles from './public.css';

/** The presentation banner of a family or benefit page: the page's one h1, a text, actions and art. */
export function FamilyBanner({ eyebrow, title, text, image, actions }: { eyebrow?: string; title: string; text: string; image: string; actions?: ReactNode }) {
  return (
    <section className={styles.banner} aria-labelledby="pagina-titulo">
      <div className={styles.bannerCopy}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 id="pagina-titulo" className={styles.title}>
          {title}
        </h1>
        <p className={styles.text}>{text}</p>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      <img className={styles.art} src={assetUrl(image)} alt="" width={160} height={120} fetchPriority="high" />
    </section>
  );
}
