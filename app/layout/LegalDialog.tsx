import { LegalModal } from '../../ui';
import { config } from '../config';
import { PrivacyText } from '../content/legal/PrivacyText';
import { TermsText } from '../content/legal/TermsText';

export type LegalDocument = 'terminos' | 'privacidad';

export const legalTitles: Record<LegalDocument, string> = {
  terminos: 'Términos y condiciones',
  privacidad: 'Política de privacidad',
};

/** Loaded only when the footer or a registration box opens one of the two documents. */
export default function LegalDialog({
  document,
  open,
  onOpenChange,
  onAccept,
}: {
  document: LegalDocument;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "Aceptar" pressed (not the dialog closed any other way). */
  onAccept?: () => void;
}) {
  return (
    <LegalModal open={open} title={legalTitles[document]} onOpenChange={onOpenChange} onAccept={onAccept}>
      {document === 'terminos' ? (
        <TermsText contactEmail={config.contactEmail} />
      ) : (
        <PrivacyText contactEmail={config.contactEmail} lender={config.lender} updated={config.privacyUpdated} />
      )}
    </LegalModal>
  );
}
