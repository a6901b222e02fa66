/** Document type codes the API uses: 8 = DNI, 6 = CE. */
export type DocumentTypeCode = '8' | '6';

export interface DocumentRule {
  /** Visible name in the type select. */
  label: string;
  /** Longest number accepted. */
  maxLength: number;
  /** Strip everything but digits on typing and paste. */
  digitsOnly: boolean;
  /** Keyboard to show on phones. */
  inputMode: 'numeric' | 'text';
}

/** The portal's rules: DNI 8 digits; CE up to 12 digits ("Documento debe incluir 12 números"). */
export const defaultDocumentRules: Readonly<Record<DocumentTypeCode, DocumentRule>> = {
  '8': { label: 'DNI', maxLength: 8, digitsOnly: true, inputMode: 'numeric' },
  '6': { label: 'CE', maxLength: 12, digitsOnly: true, inputMode: 'numeric' },
};
