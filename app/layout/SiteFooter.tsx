import { Suspense, lazy, useRef, useState } from 'react';
import { visuallyHidden } from '../../tokens';
import { config } from '../config';
import { container } from './frame.css';
import * as styles from './footer.css';
import type { LegalDocument } from './LegalDialog';

// The legal texts and the dialog code load only when a customer opens one of them.
const LegalDialog = lazy(() => import('./LegalDialog'));

/** Footer: legal documents in modals, contact e-mail, finance line, complaints book and the version. */
export function SiteFooter() {
  const [document, setDocument] = useState<LegalDocument | null>(null);
  const [open, setOpen] = useState(false);
  const triggers = useRef<Partial<Record<LegalDocument, HTMLButtonElement | null>>>({});

  // The dialog has no Radix trigger (its code loads on demand), so focus goes back to our button by hand,
  // once the dialog has left the page (until then its focus trap would take it back).
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next || !document) return;
    const trigger = triggers.current[document];
    const started = Date.now();
    const refocus = () => {
      if (window.document.querySelector('[role="dialog"]') && Date.now() - started < 2000) requestAnimationFrame(refocus);
      else trigger?.focus();
    };
    requestAnimationFrame(refocus);
  };

  const legalButton = (which: LegalDocument, label: string) => (
    <button
      type="button"
      className={styles.footerLink}
      aria-haspopup="dialog"
      ref={(el) => {
        triggers.current[which] = el;
      }}
      onClick={() => {
        setDocument(which);
        setOpen(true);
      }}
    >
      {label}
    </button>
  );

  return (
    <footer className={styles.footer}>
      <div className={container}>
        <div className={styles.columns}>
          <section className={styles.column} aria-labelledby="pie-legal">
            <h2 id="pie-legal" className={styles.columnTitle}>
              Legal
            </h2>
            <ul className={styles.list}>
              <li>{legalButton('terminos', 'Términos y condiciones')}</li>
              <li>{legalButton('privacidad', 'Política de privacidad')}</li>
              <li>
                <a className={styles.footerLink} href={config.complaintsBookUrl} target="_blank" rel="noopener noreferrer">
                  Libro de reclamaciones<span aria-hidden="true"> ↗</span>
                  <span className={visuallyHidden}>
                    {' '}
                    (se abre en otra pestaña)
                  </span>
                </a>
              </li>
            </ul>
          </section>
          <section className={styles.column} aria-labelledby="pie-contacto">
            <h2 id="pie-contacto" className={styles.columnTitle}>
              Contáctanos
            </h2>
            <ul className={styles.list}>
              <li>
                <a className={styles.footerLink} href={`mailto:${config.contactEmail}`}>
                  {config.contactEmail}
                </a>
              </li>
              <li>
                Financiera:{' '}
                <a className={styles.footerLink} href={`tel:${config.financePhone.replace(/[^\d+]/g, '')}`}>
                  {config.financePhone}
                </a>
              </li>
            </ul>
          </section>
          <section className={styles.column} aria-labelledby="pie-ayuda">
            <h2 id="pie-ayuda" className={styles.columnTitle}>
              Ayuda con la web
            </h2>
            <a className={styles.footerLink} href={`tel:${config.helpPhone.replace(/[^\d+]/g, '')}`}>
              {config.helpPhone}
            </a>
          </section>
        </div>
        <div className={styles.bottom}>
          <p>Beneficios para asegurados de la financiera.</p>
          <p>{config.version}</p>
        </div>
      </div>
      <Suspense fallback={null}>{document ? <LegalDialog document={document} open={open} onOpenChange={onOpenChange} /> : null}</Suspense>
    </footer>
  );
}
