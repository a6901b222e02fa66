import { useParams } from 'react-router';
import { BenefitTerms, Button, CtaBanner, EmergencyCall, FamilyScope } from '../../../ui';
import { conditionsFor, benefitByRoute, emergencyLine, familyBySlug, termsForBenefit } from '../../domain/catalogue';
import { container, pageSection } from '../../layout/frame.css';
import { assetUrl } from '../../assets';
import { howToUse } from '../ecosystem/shared/howToUse';
import { useLinks } from '../../platform/links';
import { FamilyBanner } from './FamilyBanner';
import { FamilyView } from './FamilyView';
import LandingPage from './LandingPage';
import PowerLandingPage from './PowerLandingPage';
import { isPublicFamilySlug } from './publicFamilies';
import { publicFamilyOf } from './publicFamilySource';
import { usePageTitle } from '../../platform/pageTitle';
import { detailText, detailTitle, emergency } from './public.css';

/**
 * `/:family/:benefit`: the benefit's public presentation (tituloOut, descripcionOut, imagenOut) and a call to
 * action to activate the account. An unknown benefit shows its family's page; an unknown family, the home.
 */
export default function BenefitOutwardPage() {
  const { family: slug = '', benefit: benefitSlug = '' } = useParams();
  const { Link } = useLinks();
  const benefit = benefitByRoute(`/${slug}/${benefitSlug}`);
  const family = familyBySlug(slug);
  // Without the benefit, the family or home page shown instead names itself.
  usePageTitle(benefit && family ? benefit.tituloOut : null);

  if (!benefit || !family) {
    const publicPage = isPublicFamilySlug(slug) ? publicFamilyOf(slug) : undefined;
    if (publicPage) return <FamilyView family={publicPage} />;
    if (family) return <PowerLandingPage />;
    return <LandingPage />;
  }

  const emergencyPhone = emergencyLine(benefit);
  return (
    <main id="contenido" tabIndex={-1}>
      <FamilyScope family={family.code}>
        <div className={container}>
          {/* Someone looking for the ambulance may be in an emergency: the line comes before any presentation. */}
          {emergencyPhone ? <EmergencyCall phone={emergencyPhone} className={emergency} /> : null}
          <FamilyBanner
            eyebrow={family.navtitle ?? family.name}
            title={benefit.tituloOut}
            text={benefit.descripcionOut}
            image={assetUrl(benefit.imagenOut) ?? ''}
            actions={
              <>
                <Button asChild size="lg">
                  <Link href="/registro/1">Activa tu cuenta</Link>
                </Button>
                <Button asChild size="lg" variant="secondary">
                  <Link href={family.rutaexterna}>Ver todos los beneficios</Link>
                </Button>
              </>
            }
          />
          <section className={pageSection} aria-labelledby="beneficio-detalle">
            <h2 id="beneficio-detalle" className={detailTitle}>
              {benefit.title}: lo que debes saber
            </h2>
            <p className={detailText}>{benefit.descrip}</p>
            <BenefitTerms
              {...termsForBenefit(benefit)}
              howTo={howToUse(benefit)}
              conditions={conditionsFor(benefit.mod)}
              headingLevel={3}
            />
          </section>
          <div className={pageSection}>
            <CtaBanner renderAction={(props) => <Link href="/registro/1" {...props} />} />
          </div>
        </div>
      </FamilyScope>
    </main>
  );
}
