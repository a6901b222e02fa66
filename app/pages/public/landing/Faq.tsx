import { Accordion, Button, ContactModal } from '../../../../ui';
import { config } from '../../../config';
import { faqItems } from './faqItems';
import * as styles from './landing.css';

/** FAQ accordion (one open at a time) and the contact modal; its own chunk, loaded near the viewport. */
export default function Faq() {
  return (
    <>
      <Accordion items={faqItems} headingLevel={3} />
      <div className={styles.faqMore}>
        <ContactModal
          email={config.contactEmail}
          phone={config.helpPhone}
          trigger={<Button variant="secondary">¿No resolvimos tu duda?</Button>}
        />
      </div>
    </>
  );
}
