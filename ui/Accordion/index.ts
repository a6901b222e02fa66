export { Accordion, AccordionRoot, AccordionItem, AccordionTrigger, AccordionContent } from './Accordion';
export type { AccordionProps, AccordionRootProps, AccordionTriggerProps, AccordionItemData } from './Accordion';
