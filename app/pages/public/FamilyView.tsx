import { CtaBanner, FamilyScope } from '../../../ui';
import { benefitsOfFamily, type FamilyEntry } from '../../domain/catalogue';
import { container, pageSection, sectionHeading } from '../../layout/frame.css';
import { BenefitGrid } from './BenefitGrid';
import { FamilySignupBanner } from './FamilyBanner';
import { useRegistrationModal } from './useRegistrationModal';
import { usePageTitle } from '../../platform/pageTitle';

/** A public family page: banner in the family accent, its benefits as cards, and the call to action. */
export function FamilyView({ family }: { family: FamilyEntry }) {
  usePageTitle(family.navtitle ?? family.name);
  const { triggerProps, dialog } = useRegistrationModal(family.code);
  return (
    <main id="contenido" tabIndex={-1}>
      <FamilyScope family={family.code}>
        <div className={container}>
          <FamilySignupBanner family={family} eyebrow="Beneficios de tu seguro" />
          <section className={pageSection} aria-labelledby="familia-beneficios">
            <h2 id="familia-beneficios" className={sectionHeading}>
              Beneficios incluidos
            </h2>
            <BenefitGrid benefits={benefitsOfFamily(family.slug)} label={`Beneficios de ${family.navtitle ?? family.name}`} />
          </section>
          <div className={pageSection}>
            <CtaBanner renderAction={(props) => <a {...props} {...triggerProps} />} />
            {dialog}
          </div>
        </div>
      </FamilyScope>
    </main>
  );
}
