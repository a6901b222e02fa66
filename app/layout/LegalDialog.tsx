import { LegalModal } from '../../ui';
import { config } from '../config';
import { PrivacyText } from '../content/legal/PrivacyText';
import { TermsText } from '../content/legal/TermsText';

export type LegalDocument = 'terminos' | 'privacidad';

export const legalTitles: Record<LegalDocument, string> = {
  terminos: 'Términos y condiciones',
  privacidad: 'Política de privacidad',
};

/** Loaded only when the footer opens one of the two documents. */
export default function LegalDialog({
  document,
  open,
  onOpenChange,
}: {
  document: LegalDocument;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <LegalModal open={open} title={legalTitles[document]} onOpenChange={onOpenChange}>
      {document === 'terminos' ? (
        <TermsText contactEmail={config.contactEmail} />
      ) : (
        <PrivacyText contactEmail={config.contactEmail} lender={config.lender} updated={config.privacyUpdated} />
      )}
    </LegalModal>
  );
}
