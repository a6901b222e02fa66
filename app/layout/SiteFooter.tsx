import { Suspense, lazy, useState } from 'react';
import { Footer } from '../../ui';
import { config } from '../config';
import type { LegalDocument } from './LegalDialog';

// The legal texts and the dialog code load only when a customer opens one of them.
const LegalDialog = lazy(() => import('./LegalDialog'));

/** Footer: legal documents in modals, contact e-mail, finance line, complaints book and the version. */
export function SiteFooter() {
  const [document, setDocument] = useState<LegalDocument | null>(null);
  const [open, setOpen] = useState(false);
  const show = (which: LegalDocument) => {
    setDocument(which);
    setOpen(true);
  };
  return (
    <>
      <Footer
        onTermsClick={() => show('terminos')}
        onPrivacyClick={() => show('privacidad')}
        contactEmail={config.contactEmail}
        financePhone={config.financePhone}
        complaintsBookHref={config.complaintsBookUrl}
        version={config.version}
        legalLine="Beneficios para asegurados de la financiera."
      />
      <Suspense fallback={null}>{document ? <LegalDialog document={document} open={open} onOpenChange={setOpen} /> : null}</Suspense>
    </>
  );
}
