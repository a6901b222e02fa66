import { RouterLink as Link } from '../../platform/RouterLink';
import { enabledFamilies, firstName, guestCard, isGuest, visibleBenefits } from '../../domain/session';
import type { Profile } from '../../api/contract';
import { FamilyScope, NoticeBox } from '../../../ui';
import { BenefitCards } from './shared/BenefitCards';
import { EcosystemPage } from './shared/EcosystemPage';
import { familyBand, intro, lead, link, muted, section, sectionTitle, title } from './ecosystem.css';
import { usePageTitle } from '../../platform/pageTitle';

/** /ecosistema: the families the profile enables and the benefit cards the rules allow. */
export default function EcosystemHomePage() {
  usePageTitle('Mis beneficios');
  return (
    <EcosystemPage>
      {(profile) => (
        <>
          <div className={intro}>
            <h1 className={title}>Hola, {firstName(profile)}</h1>
            <p className={lead}>Estos son los beneficios que tienes disponibles.</p>
          </div>
          {isGuest(profile) ? <GuestBenefit profile={profile} /> : <Families profile={profile} />}
        </>
      )}
    </EcosystemPage>
  );
}

function GuestBenefit({ profile }: { profile: Profile }) {
  const card = guestCard(profile);
  if (card.kind === 'message') return <NoticeBox tone="info">{card.message}</NoticeBox>;
  return (
    <section className={section} aria-labelledby="beneficio-invitado">
      <h2 id="beneficio-invitado" className={sectionTitle}>
        Tu beneficio como invitado
      </h2>
      <BenefitCards benefits={[card.benefit]} />
    </section>
  );
}

function Families({ profile }: { profile: Profile }) {
  const families = enabledFamilies(profile);
  if (families.length === 0) {
    return <NoticeBox tone="info">Aún no tienes ecosistemas de beneficios activos.</NoticeBox>;
  }
  return (
    <>
      {families.map((family) => {
        const benefits = visibleBenefits(profile, family.slug);
        const headingId = `familia-${family.slug}`;
        return (
          <FamilyScope key={family.slug} family={family.code}>
            <section className={familyBand} aria-labelledby={headingId}>
              <h2 id={headingId} className={sectionTitle}>
                {family.navtitle ?? family.name}
              </h2>
              {benefits.length > 0 ? (
                <BenefitCards benefits={benefits} />
              ) : (
                <p className={muted}>Por ahora no tienes beneficios disponibles en este ecosistema.</p>
              )}
              <p className={muted}>
                <Link className={link} to={family.rutainterna}>
                  Ir a {family.navtitle ?? family.name}
                </Link>
              </p>
            </section>
          </FamilyScope>
        );
      })}
    </>
  );
}
