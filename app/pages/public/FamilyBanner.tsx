import type { ReactNode } from 'react';
import { Button, Illustration } from '../../../ui';
import type { PublicFamily } from './publicFamilyData';
import { useRegistrationModal } from './useRegistrationModal';
import * as styles from './public.css';

/** The presentation banner of a family or benefit page: the page's one h1, a text, actions and art (`image`: its URL). */
export function FamilyBanner({
  eyebrow,
  title,
  text,
  image,
  actions,
}: {
  eyebrow?: string;
  title: string;
  text: string;
  image: string;
  actions?: ReactNode;
}) {
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
      <div className={styles.art}>
        <Illustration src={image} width={160} height={120} loading="eager" />
      </div>
    </section>
  );
}

/** A family's banner with the activation call to action, as the public family and Power pages show it; the button opens the registration in a modal. */
export function FamilySignupBanner({ family, eyebrow }: { family: PublicFamily; eyebrow: string }) {
  const { triggerProps, dialog } = useRegistrationModal(family.code);
  return (
    <>
      <FamilyBanner
        eyebrow={eyebrow}
        title={family.title}
        text={family.desc}
        image={family.image}
        actions={
          <Button asChild size="lg">
            <a {...triggerProps}>Activa tu cuenta</a>
          </Button>
        }
      />
      {dialog}
    </>
  );
}
