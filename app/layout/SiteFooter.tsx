import { Suspense, lazy, useState } from 'react';
import { Footer } from '../../ui';
import { config } from '../config';
import { openConsentSettings } from '../platform/consent';
import { useLinks } from '../platform/links';
import { ConsentHost } from './ConsentHost';
import type { LegalDocument } from './LegalDialog';

// The legal texts and the dialog code load only when a customer opens one of them.
const LegalDialog = lazy(() => import('./LegalDialog'));

const { lender } = config;

/** Footer: legal documents in modals, cookie preferences, contact, who we are, complaints book, the lender's legal identity and the version. */
export function SiteFooter() {
  const { Link } = useLinks();
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
        onCookieSettingsClick={openConsentSettings}
        aboutHref="/nosotros"
        renderLink={(props) => <Link {...props} />}
        contactEmail={config.contactEmail}
        financePhone={config.financePhone}
        complaintsBookHref={config.complaintsBookUrl}
        version={config.version}
        company={{ name: lender.companyName, ruc: lender.ruc, address: lender.address, registration: lender.regulator }}
        legalLine="Beneficios para asegurados de la financiera."
      />
      <ConsentHost onPrivacyClick={() => show('privacidad')} />
      <Suspense fallback={null}>
        {document ? <LegalDialog document={document} open={open} onOpenChange={setOpen} /> : null}
      </Suspense>
    </>
  );
}
