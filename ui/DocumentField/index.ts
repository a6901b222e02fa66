export { DocumentField } from './DocumentField';
export type { DocumentFieldProps, DocumentValue } from './DocumentField';
export { defaultDocumentRules } from './documentTypes';
export type { DocumentRule, DocumentTypeCode } from './documentTypes';
