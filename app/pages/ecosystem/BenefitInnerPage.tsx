import { useEffect } from 'react';
import { useParams } from 'react-router';
import { RouterLink as Link } from '../../platform/RouterLink';
import type { Profile } from '../../api/contract';
import {
  conditionsFor,
  benefitByRoute,
  emergencyLine,
  familyBySlug,
  termsForBenefit,
  tiersSentence,
  type Benefit,
} from '../../domain/catalogue';
import { isGuest, visibleBenefits } from '../../domain/session';
import { useSession } from '../../session/SessionContext';
import { BenefitTerms, Button, EmergencyCall, FamilyScope, NoticeBox } from '../../../ui';
import { BenefitAction } from './benefit/BenefitAction';
import { benefitImage } from './shared/benefitImage';
import { sendQuietly } from './shared/crm';
import { EcosystemPage } from './shared/EcosystemPage';
import { howToUse } from './shared/howToUse';
import * as css from './ecosystem.css';
import { usePageTitle } from '../../platform/pageTitle';

/** /ecosistema/:family/:benefit: the benefit's principal view, what it includes, how to use it and its action. */
export default function BenefitInnerPage() {
  const { family = '', benefit: slug = '' } = useParams();
  const benefit = benefitByRoute(`/ecosistema/${family}/${slug}`);
  usePageTitle(benefit ? benefit.title : 'Beneficio no encontrado');
  return (
    <EcosystemPage>
      {(profile) =>
        !benefit ? (
          <Unavailable
            title="No encontramos este beneficio"
            message="La dirección no corresponde a ninguno de nuestros beneficios."
          />
        ) : !visibleBenefits(profile, benefit.family).some((b) => b.id === benefit.id) ? (
          <Unavailable
            title={benefit.title}
            message={['Este beneficio no está incluido en tu plan.', tiersSentence(benefit)].filter(Boolean).join(' ')}
          />
        ) : (
          <BenefitContent benefit={benefit} profile={profile} />
        )
      }
    </EcosystemPage>
  );
}

function Unavailable({ title, message }: { title: string; message: string }) {
  return (
    <div className={css.section}>
      <h1 className={css.title}>{title}</h1>
      <NoticeBox tone="warning">{message}</NoticeBox>
      <div className={css.actions}>
        <Button asChild variant="secondary">
          <Link to="/ecosistema">Volver a mis beneficios</Link>
        </Button>
      </div>
    </div>
  );
}

/** Previous and next among the benefits this profile sees in the family (cyclic). */
function visibleNeighbours(profile: Profile, benefit: Benefit): { prev: Benefit; next: Benefit } | null {
  const list = visibleBenefits(profile, benefit.family);
  const i = list.findIndex((b) => b.id === benefit.id);
  if (list.length < 2 || i < 0) return null;
  return { prev: list[(i - 1 + list.length) % list.length]!, next: list[(i + 1) % list.length]! };
}

function BenefitContent({ benefit, profile }: { benefit: Benefit; profile: Profile }) {
  const { api } = useSession();
  const family = familyBySlug(benefit.family)!;
  const around = visibleNeighbours(profile, benefit);
  const emergencyPhone = emergencyLine(benefit);
  // A guest reads the benefit as the one their host shared: no policy, licence or guests of their own.
  const reader = isGuest(profile) ? 'invitado' : 'titular';

  useEffect(() => {
    sendQuietly(() => api.call('crmEnviarSeleccionBeneficio', { body: { beneficio: benefit.title } }));
  }, [api, benefit.title]);

  return (
    <FamilyScope family={family.code}>
      <div className={css.section}>
        {/* A customer opening the ambulance may be in an emergency: the line comes first. */}
        {emergencyPhone ? <EmergencyCall phone={emergencyPhone} /> : null}
        <p className={css.muted}>
          <Link className={css.link} to={family.rutainterna}>
            {family.navtitle ?? family.name}
          </Link>
        </p>
        <div className={css.principal}>
          <div className={css.intro}>
            <h1 className={css.title}>{benefit.titlePrincipalView}</h1>
            <p className={css.lead}>{benefit.descriptionPrincipalView}</p>
          </div>
          <div
            className={css.principalImage}
            aria-hidden="true"
            style={{ maskImage: `url("${benefitImage(benefit.imagePrincipalView).src}")` }}
          />
        </div>

        <section className={css.panel} aria-labelledby="accion-beneficio">
          <h2 id="accion-beneficio" className={css.sectionTitle}>
            Usa tu beneficio
          </h2>
          <BenefitAction benefit={benefit} />
        </section>

        <section className={css.section} aria-labelledby="condiciones-beneficio">
          <h2 id="condiciones-beneficio" className={css.sectionTitle}>
            Lo que debes saber
          </h2>
          <BenefitTerms
            {...termsForBenefit(benefit, reader)}
            howTo={howToUse(benefit)}
            conditions={conditionsFor(benefit.mod, reader)}
            headingLevel={3}
          />
        </section>

        {around ? (
          <nav className={css.neighbours} aria-label="Otros beneficios">
            <Link className={css.link} to={around.prev.linkIn} rel="prev">
              ← Anterior: {around.prev.title}
            </Link>
            <Link className={css.link} to={around.next.linkIn} rel="next">
              Siguiente: {around.next.title} →
            </Link>
          </nav>
        ) : null}
      </div>
    </FamilyScope>
  );
}
