/** The public surface of the Beneficios component library. Apps import from here only. */
export { Button } from './Button';
export type { ButtonProps } from './Button';
export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
export { FamilyScope } from './FamilyScope';
export type { FamilyScopeProps } from './FamilyScope';

// — Overlays, navigation and content —
export { Modal, ModalRoot, ModalTrigger, ModalContent, ModalTitle, ModalDescription, ModalBody, ModalFooter, ModalClose } from './Modal';
export type { ModalProps, ModalContentProps } from './Modal';
export { MessageModal } from './MessageModal';
export type { MessageModalProps, MessageTone } from './MessageModal';
export { LegalModal } from './LegalModal';
export type { LegalModalProps } from './LegalModal';
export { SessionExpiredModal } from './SessionExpiredModal';
export type { SessionExpiredModalProps } from './SessionExpiredModal';
export { ContactModal } from './ContactModal';
export type { ContactModalProps } from './ContactModal';
export { WelcomeModal } from './WelcomeModal';
export type { WelcomeModalProps } from './WelcomeModal';
export { Accordion, AccordionRoot, AccordionItem, AccordionTrigger, AccordionContent } from './Accordion';
export type { AccordionProps, AccordionRootProps, AccordionTriggerProps, AccordionItemData } from './Accordion';
export { FadingBanner } from './FadingBanner';
export type { FadingBannerProps } from './FadingBanner';
export { BenefitCard } from './BenefitCard';
export type { BenefitCardProps, BenefitImage, CardLinkProps } from './BenefitCard';
export { CardGrid } from './CardGrid';
export type { CardGridProps } from './CardGrid';
export { CategoryCarousel } from './CategoryCarousel';
export type { CategoryCarouselProps, CarouselCategory, CarouselCard } from './CategoryCarousel';
export { SurveyFaces, surveyValues } from './SurveyFaces';
export type { SurveyFacesProps, SurveyValue } from './SurveyFaces';
export { SurveyPopup } from './SurveyPopup';
export type { SurveyPopupProps, SurveyPopupStatus } from './SurveyPopup';
