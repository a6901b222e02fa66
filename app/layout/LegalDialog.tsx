import { LegalModal } from '../../ui/LegalModal';
import { config } from '../config';
import { PrivacyText } from '../content/legal/PrivacyText';
import { TermsText } from '../content/legal/TermsText';

export type LegalDocument = 'terminos' | 'privacidad';

export const legalTitles: Record<LegalDocument, string> = {
  terminos: 'Términos y condiciones',
  privacidad: 'Política de privacidad',
};

/** Loaded only when the footer opens one of the two documents. */
export default function LegalDialog({ document, onClose }: { document: LegalDocument; onClose: () => void }) {
  return (
    <LegalModal open title={legalTitles[document]} onOpenChange={(open) => (open ? undefined : onClose())}>
      {document === 'terminos' ? <TermsText contactEmail={config.contactEmail} /> : <PrivacyText contactEmail={config.contactEmail} />}
    </LegalModal>
  );
}
