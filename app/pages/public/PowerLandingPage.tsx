import { useLocation } from 'react-router';
import { FamilyScope, WelcomeModal } from '../../../ui';
import { container, pageSection, sectionHeading } from '../../layout/frame.css';
import { BenefitGrid } from './BenefitGrid';
import { FamilySignupBanner } from './FamilyBanner';
import { PublicFamilyIsland, usePublicFamily } from './publicFamilyData';
import * as styles from './public.css';
import { usePageTitle } from '../../platform/pageTitle';
import { focusHeadingIfLost } from '../../platform/focusWhenLost';
import { useHydrated } from '../../platform/hydrated';
import { ONCE_PER_TAB_ATTRIBUTE } from '../../platform/modalDialogs';
import { rememberWelcomeClosed, welcomeClosed, welcomeKey } from './welcomeOnce';

/** Spec section 9: ecosystem 8 is the /detecta-power page, 9 the /vida-power page (their families' slugs). */
const POWER_SLUGS = ['detecta-power', 'vida-power'];
const CARD_COUNT = 4;

/**
 * /detecta-power and /vida-power: presentation banner, a grid of 4 benefit cards and the welcome modal on arrival,
 * once per tab (ADR 0153).
 */
export default function PowerLandingPage() {
  const path = useLocation().pathname.split('/')[1] ?? '';
  const family = usePublicFamily(POWER_SLUGS.includes(path) ? path : 'detecta-power');
  usePageTitle(family ? family.title : null);
  // Prerendered and hydrated, the page arrives with the welcome open, as its HTML has it (the page's first script
  // has already closed one closed before in this tab); rendered in the browser alone, it asks the tab.
  const hydrated = useHydrated();
  if (!family) return null;
  const cards = family.benefits.slice(0, CARD_COUNT);

  return (
    <main id="contenido" tabIndex={-1}>
      <FamilyScope family={family.code}>
        <div className={container}>
          <FamilySignupBanner family={family} eyebrow="Beneficios exclusivos" />
          <section className={pageSection} aria-labelledby="power-beneficios">
            <h2 id="power-beneficios" className={sectionHeading}>
              Tus beneficios
            </h2>
            <BenefitGrid benefits={cards} columns={4} label={`Beneficios de ${family.title}`} />
          </section>
        </div>
      </FamilyScope>
      <div {...{ [ONCE_PER_TAB_ATTRIBUTE]: welcomeKey(family.slug) }}>
        <WelcomeModal
          key={family.slug}
          defaultOpen={!hydrated || !welcomeClosed(family.slug)}
          onOpenChange={(open) => {
            if (!open) rememberWelcomeClosed(family.slug);
          }}
          // Opened as the page arrived, it gives the focus back to the page itself: the heading takes it.
          onCloseAutoFocus={focusHeadingIfLost}
          family={family.code}
        >
          <ul className={styles.welcomeList}>
            {/* A benefit of some tiers only is marked as such: joining does not give it to every plan. */}
            {cards.map((benefit) => (
              <li key={benefit.id}>{benefit.planes ? `${benefit.title} (${benefit.planes})` : benefit.title}</li>
            ))}
          </ul>
          {/* The spec's line above is about joining, which is free; some of the services listed have a copay. */}
          <p className={styles.welcomeNote}>
            Tu cuenta y tu membresía no tienen costo. Algunos servicios tienen un copago, que verás en la página de cada
            beneficio.
          </p>
        </WelcomeModal>
      </div>
      <PublicFamilyIsland family={family} />
    </main>
  );
}
