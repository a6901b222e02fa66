import { Button } from '../../../ui';
import { config } from '../../config';
// The families' names and pages come from the header's product menu: the benefit catalogue stays out of this page.
import { publicProductMenu } from '../../domain/sessionBasics';
import { container, pageSection, sectionHeading } from '../../layout/frame.css';
import { useLinks } from '../../platform/links';
import * as styles from './public.css';
import { usePageTitle } from '../../platform/pageTitle';

/** /nosotros: who offers the benefits and how the programme works (our wording; the spec gives no copy). */
export default function AboutPage() {
  usePageTitle('Nosotros');
  const { Link } = useLinks();
  return (
    <main id="contenido" tabIndex={-1}>
      <div className={`${container} ${pageSection}`}>
        <h1 className={styles.title}>Nosotros</h1>
        <div className={styles.prose}>
          <p>
            Beneficios es el programa de la financiera para quienes tienen uno de sus seguros. Con tu seguro no solo
            estás protegido: también tienes asistencias de salud, servicios para tu hogar, cursos online con
            certificación y asesorías para tu negocio o tu búsqueda de empleo. Muchos no tienen costo; algunos servicios
            tienen un copago, que verás en la página de cada beneficio.
          </p>
          <p>
            Trabajamos con proveedores especializados en cada servicio para que puedas agendar una cita, pedir una
            asistencia o hablar con un médico desde tu celular, en pocos minutos.
          </p>
          <p>
            Activar tu cuenta es gratis: ingresas tu DNI o carné de extranjería, confirmas que eres tú con el código que
            enviamos al celular y al correo que la financiera tiene registrados, y registras tu correo, tu celular y una
            contraseña.
          </p>
        </div>
        <section className={pageSection} aria-labelledby="nosotros-familias">
          <h2 id="nosotros-familias" className={sectionHeading}>
            Nuestros seguros con beneficios
          </h2>
          <ul className={styles.welcomeList}>
            {publicProductMenu().map((family) => (
              <li key={family.to}>
                <Link href={family.to}>{family.label}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section className={pageSection} aria-labelledby="nosotros-empresa">
          <h2 id="nosotros-empresa" className={sectionHeading}>
            Quién ofrece este servicio
          </h2>
          <dl className={styles.facts}>
            <dt>Razón social</dt>
            <dd>{config.lender.companyName}</dd>
            <dt>RUC</dt>
            <dd>{config.lender.ruc}</dd>
            <dt>Domicilio</dt>
            <dd>{config.lender.address}</dd>
            <dt>Supervisión</dt>
            <dd>{config.lender.regulator}</dd>
          </dl>
        </section>
        <div className={styles.actions}>
          <Button asChild size="lg">
            <Link href="/registro/1">Activa tu cuenta</Link>
          </Button>
        </div>
      </div>
    </main>
  );
}
