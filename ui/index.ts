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
export { SlotPicker, formatAppointmentDateTime, formatLongDate, formatTime } from './SlotPicker';
export type { SlotPickerProps, SlotDay, TimeSlot } from './SlotPicker';
export { AppointmentCard } from './AppointmentCard';
export type { AppointmentCardProps, AppointmentLinkProps, AppointmentStatus } from './AppointmentCard';
export { VideoFrame } from './VideoFrame';
export type { VideoFrameProps, VideoHomeLinkProps } from './VideoFrame';
export { Hero } from './Hero';
export type { HeroProps } from './Hero';
export { HowToSteps } from './HowToSteps';
export type { HowToStep, HowToStepsProps } from './HowToSteps';
export { CtaBanner } from './CtaBanner';
export type { CtaActionProps, CtaBannerProps } from './CtaBanner';
