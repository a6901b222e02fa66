import { Suspense } from 'react';
import { CategoryCarousel, type CarouselCategory, CtaBanner, Hero, HowToSteps, Illustration } from '../../../../ui';
import { container, pageSection, sectionHeading } from '../../../layout/frame.css';
import { linkRenderer, useLinks } from '../../../platform/links';
import * as styles from './landing.css';
import { QuickForm } from './QuickForm';
import { WhenNear } from './WhenNear';
import { usePageTitle } from '../../../platform/pageTitle';

const loadFaq = () => import('./Faq');

/** The spec's three steps; the last one says what "gratis" covers, since some services have a copay. */
const pasos = [
  { title: 'Haz clic en el botón Activa tu cuenta' },
  { title: 'Completa el formulario de registro' },
  {
    title: 'Disfruta tus beneficios gratis',
    text: 'Tu cuenta no tiene costo. Si un servicio tiene copago, lo verás en su página.',
  },
];

/** What the home needs from the catalogue (see landingData.ts). */
export interface LandingContentData {
  categories: CarouselCategory[];
  heroImage: string;
}

/** The public home: hero with the quick form, benefits carousel, how-to, FAQ and the closing call to action. */
export function LandingContent({ categories, heroImage }: LandingContentData) {
  usePageTitle('Inicio');
  const { Link } = useLinks();
  const renderLink = linkRenderer(Link);
  return (
    <main id="contenido" tabIndex={-1}>
      <div className={container}>
        <Hero
          text="Activa tu cuenta gratis con tu documento y usa los beneficios incluidos en tu seguro."
          illustration={<Illustration src={heroImage} width={160} height={120} loading="eager" />}
        >
          <QuickForm />
        </Hero>
        {/* Each boundary hydrates as its own short task, so a slow phone stays responsive while the page wakes up. */}
        <Suspense>
          <section className={pageSection} aria-labelledby="beneficios-titulo">
            <h2 id="beneficios-titulo" className={sectionHeading}>
              Beneficios pensados para ti
            </h2>
            <CategoryCarousel categories={categories} renderLink={renderLink} />
          </section>
        </Suspense>
        <Suspense>
          <div className={pageSection}>
            <HowToSteps steps={pasos} />
          </div>
        </Suspense>
        <Suspense>
          <section className={pageSection} aria-labelledby="preguntas-titulo">
            <h2 id="preguntas-titulo" className={sectionHeading}>
              Preguntas frecuentes
            </h2>
            <WhenNear load={loadFaq} className={styles.faqSlot} />
          </section>
        </Suspense>
        <Suspense>
          <div className={pageSection}>
            <CtaBanner renderAction={(props) => <Link href="/registro/1" {...props} />} />
          </div>
        </Suspense>
      </div>
    </main>
  );
}
