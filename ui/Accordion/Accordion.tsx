import * as RadixAccordion from '@radix-ui/react-accordion';
import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef, type ReactNode } from 'react';
import { ChevronDownIcon } from '../internal/icons/contentIcons';
import * as styles from './Accordion.css';

const cx = (...names: (string | undefined | false)[]) => names.filter(Boolean).join(' ');

export interface AccordionRootProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixAccordion.Root>,
  'type' | 'collapsible' | 'value' | 'defaultValue' | 'onValueChange'
> {
  /** The open item's value (controlled); empty string when all are closed. */
  value?: string;
  /** The item open at first (uncontrolled). */
  defaultValue?: string;
  /** Called with the newly open item's value, or '' when the open one closes. */
  onValueChange?: (value: string) => void;
}

/** One item open at a time, and the open one can be closed (Radix `type="single" collapsible`). */
export const AccordionRoot = forwardRef<ComponentRef<typeof RadixAccordion.Root>, AccordionRootProps>(
  function AccordionRoot({ className, ...rest }, ref) {
    return <RadixAccordion.Root ref={ref} type="single" collapsible className={cx(styles.root, className)} {...rest} />;
  },
);
AccordionRoot.displayName = 'Accordion.Root';

export const AccordionItem = forwardRef<
  ComponentRef<typeof RadixAccordion.Item>,
  ComponentPropsWithoutRef<typeof RadixAccordion.Item>
>(function AccordionItem({ className, ...rest }, ref) {
  return <RadixAccordion.Item ref={ref} className={cx(styles.item, className)} {...rest} />;
});
AccordionItem.displayName = 'Accordion.Item';

export interface AccordionTriggerProps extends ComponentPropsWithoutRef<typeof RadixAccordion.Trigger> {
  /** Heading level wrapping the button, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
}

/** The question: a button inside a heading, with a chevron that turns when open. */
export const AccordionTrigger = forwardRef<ComponentRef<typeof RadixAccordion.Trigger>, AccordionTriggerProps>(
  function AccordionTrigger({ className, children, headingLevel = 3, ...rest }, ref) {
    const Heading = `h${headingLevel}` as const;
    return (
      <RadixAccordion.Header asChild className={styles.header}>
        <Heading>
          <RadixAccordion.Trigger ref={ref} className={cx(styles.trigger, className)} {...rest}>
            <span>{children}</span>
            <ChevronDownIcon className={styles.chevron} />
          </RadixAccordion.Trigger>
        </Heading>
      </RadixAccordion.Header>
    );
  },
);
AccordionTrigger.displayName = 'Accordion.Trigger';

/** The answer, shown when its item is open. */
export const AccordionContent = forwardRef<
  ComponentRef<typeof RadixAccordion.Content>,
  ComponentPropsWithoutRef<typeof RadixAccordion.Content>
>(function AccordionContent({ className, children, ...rest }, ref) {
  return (
    <RadixAccordion.Content ref={ref} className={cx(styles.content, className)} {...rest}>
      <div className={styles.contentInner}>{children}</div>
    </RadixAccordion.Content>
  );
});
AccordionContent.displayName = 'Accordion.Content';

export interface AccordionItemData {
  /** Stable identifier, used as the item's value. */
  id: string;
  /** The question (trigger text). */
  title: ReactNode;
  /** The answer. */
  content: ReactNode;
}

export interface AccordionProps extends AccordionRootProps {
  /** The questions and answers, in order. */
  items: readonly AccordionItemData[];
  /** Heading level of each question. */
  headingLevel?: 2 | 3 | 4;
}

/** FAQ list from data; the parts are attached (`Accordion.Item`, …) for custom markup. */
function AccordionComposed({ items, headingLevel, ...rootProps }: AccordionProps) {
  return (
    <AccordionRoot {...rootProps}>
      {items.map((entry) => (
        <AccordionItem key={entry.id} value={entry.id}>
          <AccordionTrigger headingLevel={headingLevel}>{entry.title}</AccordionTrigger>
          <AccordionContent>{entry.content}</AccordionContent>
        </AccordionItem>
      ))}
    </AccordionRoot>
  );
}
AccordionComposed.displayName = 'Accordion';

// Pure: an app that imports only a part (or nothing) of this module does not keep the composed component.
export const Accordion = /* @__PURE__ */ Object.assign(AccordionComposed, {
  Root: AccordionRoot,
  Item: AccordionItem,
  Trigger: AccordionTrigger,
  Content: AccordionContent,
});
