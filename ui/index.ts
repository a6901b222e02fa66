/** The public surface of the Beneficios component library. Apps import from here only. */
export { Button } from './Button';
export type { ButtonProps } from './Button';
export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
export { FamilyScope } from './FamilyScope';
export type { FamilyScopeProps } from './FamilyScope';

// — Forms, feedback and appointments —
export { TextField, applyInputRules } from './TextField';
export type { TextFieldProps, InputFilter } from './TextField';
export { Select } from './Select';
export type { SelectProps, SelectOption } from './Select';
export { Checkbox } from './Checkbox';
export { RadioGroup } from './RadioGroup';
export type { RadioGroupProps, RadioOption } from './RadioGroup';
export { PlaceChoice } from './PlaceChoice';
export type { PlaceChoiceProps, PlaceOption } from './PlaceChoice';
export type { CheckboxProps } from './Checkbox';
export { DocumentField, defaultDocumentRules } from './DocumentField';
export type { DocumentFieldProps, DocumentValue, DocumentRule, DocumentTypeCode } from './DocumentField';
export { MultiSelect } from './MultiSelect';
export type { MultiSelectProps, MultiSelectOption } from './MultiSelect';
export { PasswordChecklist, passwordChecks, passwordMinLength, passwordSpecialCharacters } from './PasswordChecklist';
export type { PasswordChecklistProps, PasswordChecks } from './PasswordChecklist';
export { StepIndicator } from './StepIndicator';
export type { StepIndicatorProps } from './StepIndicator';
export { NoticeBox } from './NoticeBox';
export type { NoticeBoxProps, NoticeTone } from './NoticeBox';
export { LoadingOverlay } from './LoadingOverlay';
export type { LoadingOverlayProps } from './LoadingOverlay';
export { SlotPicker, formatAppointmentDateTime, formatDay, formatLongDate, formatTime } from './SlotPicker';
export type { SlotPickerProps, SlotDay, TimeSlot } from './SlotPicker';
export { AppointmentCard } from './AppointmentCard';
export type { AppointmentCardProps, AppointmentLinkProps, AppointmentStatus } from './AppointmentCard';
export { GuestCard } from './GuestCard';
export type { GuestCardProps, GuestStatus } from './GuestCard';
export { BenefitTerms } from './BenefitTerms';
export type { BenefitTermsProps } from './BenefitTerms';
export { VideoFrame } from './VideoFrame';
export type { VideoFrameProps, VideoHomeLinkProps } from './VideoFrame';
export { Hero } from './Hero';
export type { HeroProps } from './Hero';
export { HowToSteps } from './HowToSteps';
export type { HowToStep, HowToStepsProps } from './HowToSteps';
export { CtaBanner } from './CtaBanner';
export type { CtaActionProps, CtaBannerProps } from './CtaBanner';
// — Overlays, navigation and content —
export {
  Modal,
  ModalRoot,
  ModalTrigger,
  ModalContent,
  ModalTitle,
  ModalDescription,
  ModalBody,
  ModalFooter,
  ModalClose,
} from './Modal';
export type { ModalProps, ModalContentProps } from './Modal';
export { MessageModal } from './MessageModal';
export type { MessageModalProps, MessageTone } from './MessageModal';
export { LegalModal } from './LegalModal';
export type { LegalModalProps } from './LegalModal';
export { SessionExpiredModal } from './SessionExpiredModal';
export type { SessionExpiredModalProps } from './SessionExpiredModal';
export { ContactModal } from './ContactModal';
export type { ContactModalProps } from './ContactModal';
export { EmergencyCall } from './EmergencyCall';
export type { EmergencyCallProps } from './EmergencyCall';
export { WelcomeModal } from './WelcomeModal';
export type { WelcomeModalProps } from './WelcomeModal';
export { Accordion, AccordionRoot, AccordionItem, AccordionTrigger, AccordionContent } from './Accordion';
export type { AccordionProps, AccordionRootProps, AccordionTriggerProps, AccordionItemData } from './Accordion';
export { FadingBanner } from './FadingBanner';
export type { FadingBannerProps } from './FadingBanner';
export { Illustration } from './Illustration';
export type { IllustrationProps } from './Illustration';
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
export { Avatar, initialsOf } from './Avatar';
export type { AvatarProps } from './Avatar';
export { Header } from './Header';
export type { HeaderProps, HeaderLink, HeaderUser, NavLinkProps } from './Header';
export { MobileMenu } from './MobileMenu';
export type { MobileMenuProps, MobileMenuItem, MobileMenuUser } from './MobileMenu';
export { Footer } from './Footer';
export type { FooterProps, FooterCompany } from './Footer';
export { ConsentBanner } from './ConsentBanner';
export type { ConsentBannerProps } from './ConsentBanner';
