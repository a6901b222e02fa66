import { CtaBanner, FamilyScope } from '../../../ui';
import { container, pageSection, sectionHeading } from '../../layout/frame.css';
import { BenefitGrid } from './BenefitGrid';
import { FamilySignupBanner } from './FamilyBanner';
import { PublicFamilyIsland, type PublicFamily } from './publicFamilyData';
import { useRegistrationModal } from './useRegistrationModal';
import { usePageTitle } from '../../platform/pageTitle';

/** A public family page: banner in the family accent, its benefits as cards, and the call to action. */
export function FamilyView({ family }: { family: PublicFamily }) {
  usePageTitle(family.title);
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
            <BenefitGrid benefits={family.benefits} label={`Beneficios de ${family.title}`} />
          </section>
          <div className={pageSection}>
            <CtaBanner renderAction={(props) => <a {...props} {...triggerProps} />} />
            {dialog}
          </div>
        </div>
      </FamilyScope>
      <PublicFamilyIsland family={family} />
    </main>
  );
}
