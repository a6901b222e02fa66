import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { RouterLink as Link } from '../../platform/RouterLink';
import { familyBySlug, MENSAJE_CURSOS_INVITADO, type FamilyEntry } from '../../domain/catalogue';
import { enabledFamilies, isGuest, MENSAJE_INVITADO_NO_DISPONIBLE, visibleBenefits } from '../../domain/session';
import type { Profile } from '../../api/contract';
import { useSession } from '../../session/SessionContext';
import { Button, FamilyScope, NoticeBox } from '../../../ui';
import { BenefitCards } from './shared/BenefitCards';
import { sendQuietly } from './shared/crm';
import { EcosystemPage } from './shared/EcosystemPage';
import { actions, familyBand, intro, lead, section, title } from './ecosystem.css';
import { usePageTitle } from '../../platform/pageTitle';

/** /ecosistema/:family: the family's benefits this profile may use. */
export default function FamilyInnerPage() {
  const { family: slug = '' } = useParams();
  const family = familyBySlug(slug);
  usePageTitle(family ? (family.navtitle ?? family.name) : null);
  if (!family) return <Navigate to="/ecosistema" replace />;
  return <EcosystemPage>{(profile) => <FamilyContent family={family} profile={profile} />}</EcosystemPage>;
}

function FamilyContent({ family, profile }: { family: FamilyEntry; profile: Profile }) {
  const { api } = useSession();
  const benefits = visibleBenefits(profile, family.slug);
  // A guest's "family" is only the one holding the benefit chosen for them.
  const enabled = isGuest(profile) ? benefits.length > 0 : enabledFamilies(profile).some((f) => f.slug === family.slug);
  const name = family.navtitle ?? family.name;
  // The family's own description lists services a plan may lack (coworking, job offers, a tier's benefits): inside,
  // the page speaks only of the cards below it.
  const subtitle = !enabled
    ? null
    : isGuest(profile)
      ? 'Este es el beneficio que tu anfitrión eligió para ti.'
      : benefits.length > 0
        ? 'Estos son los beneficios que incluye tu plan.'
        : null;

  useEffect(() => {
    if (enabled) sendQuietly(() => api.call('crmEnviarPaqueteBeneficio', { query: { namePaqueteBenef: name } }));
  }, [api, enabled, name]);

  return (
    <FamilyScope family={family.code}>
      <div className={section}>
        <div className={`${intro} ${familyBand}`}>
          <h1 className={title}>{name}</h1>
          {subtitle ? <p className={lead}>{subtitle}</p> : null}
        </div>
        {!enabled ? (
          <NotEnabled
            message={
              isGuest(profile) ? MENSAJE_INVITADO_NO_DISPONIBLE : `Tu plan no incluye los beneficios de ${name}.`
            }
          />
        ) : benefits.length > 0 ? (
          <section className={section} aria-label={`Beneficios de ${name}`}>
            {family.messageCoursera && benefits.some((b) => b.accion === 'cursos') ? (
              <p className={lead}>{isGuest(profile) ? MENSAJE_CURSOS_INVITADO : family.messageCoursera}</p>
            ) : null}
            <BenefitCards benefits={benefits} headingLevel={2} />
          </section>
        ) : (
          <NoticeBox tone="info">Por ahora no tienes beneficios disponibles en este ecosistema.</NoticeBox>
        )}
      </div>
    </FamilyScope>
  );
}

/** A family this profile has nothing in: a guest reads the spec's message about the benefit their host chose. */
function NotEnabled({ message }: { message: string }) {
  return (
    <div className={section}>
      <NoticeBox tone="warning">{message}</NoticeBox>
      <div className={actions}>
        <Button asChild variant="secondary">
          <Link to="/ecosistema">Volver a mis beneficios</Link>
        </Button>
      </div>
    </div>
  );
}
