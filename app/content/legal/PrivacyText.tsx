import type { LenderIdentity } from '../../config';
import { formatLongDay } from '../../domain/dates';
import { isCalendarDay } from '../../domain/limaCalendar';

export interface PrivacyTextProps {
  contactEmail: string;
  lender: LenderIdentity;
  /** The day of the last change (ISO date). */
  updated: string;
}

/** "2 de noviembre de 2026"; a value the deployment set that is not a day of the calendar is shown as written. */
export function formatPolicyDate(updated: string): string {
  return isCalendarDay(updated) ? formatLongDay(updated) : updated;
}

/** Política de privacidad y protección de datos personales (Ley N.° 29733 y su reglamento). */
export function PrivacyText({ contactEmail, lender, updated }: PrivacyTextProps) {
  return (
    <>
      <p>
        <strong>Última actualización: {formatPolicyDate(updated)}</strong>
      </p>
      <h3>1. Responsable del tratamiento</h3>
      <p>
        {lender.companyName} (RUC {lender.ruc}), con domicilio en {lender.address}, es responsable del banco de datos en
        el que se guarda la información que registras en este portal, inscrito ante la Autoridad Nacional de Protección
        de Datos Personales.
      </p>
      <h3>2. Datos que tratamos</h3>
      <p>
        Tu tipo y número de documento, nombres y apellidos, correo electrónico, número de celular, los seguros que
        tienes con nosotros, tus citas, los beneficios que usas, tus respuestas a encuestas y los registros técnicos de
        uso del portal (página, fecha, hora y dirección IP).
      </p>
      <h3>3. Finalidades</h3>
      <p>
        Activar y gestionar tu cuenta, verificar tu identidad, prestarte los beneficios de tu seguro a través de
        nuestros proveedores, agendar tus citas y enviarte sus confirmaciones, atender tus consultas y reclamos, y
        mejorar el portal. Solo con tu consentimiento expreso usaremos tus datos para enviarte ofertas comerciales.
      </p>
      <h3>4. Destinatarios</h3>
      <p>
        Compartimos los datos estrictamente necesarios con los proveedores que prestan cada beneficio (por ejemplo, el
        servicio médico o la plataforma de cursos), que están obligados a guardar confidencialidad y a usarlos solo para
        ese fin.
      </p>
      <h3>5. Plazo de conservación</h3>
      <p>
        Conservamos tus datos mientras tengas una cuenta activa y, después, durante el plazo que exijan las normas
        aplicables. Luego los eliminamos o anonimizamos.
      </p>
      <h3>6. Tus derechos</h3>
      <p>
        Puedes ejercer en cualquier momento tus derechos de información, acceso, rectificación, cancelación y oposición
        escribiendo a {contactEmail} con una copia de tu documento de identidad. Responderemos dentro de los siguientes
        plazos, contados en días hábiles desde el día siguiente a tu solicitud:
      </p>
      <ul>
        <li>Derecho de información: 8 días hábiles.</li>
        <li>Derecho de acceso: 20 días hábiles.</li>
        <li>Derechos de rectificación, cancelación u oposición: 10 días hábiles.</li>
      </ul>
      <p>
        Si no quedas conforme con la respuesta, puedes acudir a la Autoridad Nacional de Protección de Datos Personales.
      </p>
      <h3>7. Revocación del consentimiento</h3>
      <p>
        Puedes revocar en cualquier momento el consentimiento que nos diste, sin efecto retroactivo, por el mismo
        correo. La revocación del consentimiento para fines comerciales no afecta los beneficios de tu seguro; sin los
        datos necesarios para prestar un beneficio, no podremos brindártelo.
      </p>
      <h3>8. Menores de edad</h3>
      <p>
        No recopilamos a sabiendas datos de menores de 18 años. Si un menor usa un beneficio, sus datos los registra y
        autoriza su padre, madre o tutor. Si detectamos datos de un menor registrados sin esa autorización, los
        eliminaremos.
      </p>
      <h3>9. Invitados</h3>
      <p>
        Cuando registras a un invitado declaras contar con su autorización para compartir sus datos con nosotros.
        Evaluamos cada invitado dentro de los 7 días hábiles siguientes a su inscripción y le informamos el resultado.
      </p>
      <h3>10. Cookies y almacenamiento local</h3>
      <p>
        El portal guarda en tu navegador, de forma cifrada, lo necesario para mantener tu sesión y tus preferencias.
        Solo si lo autorizas en el aviso de cookies cargamos las herramientas de analítica y de experimentos que miden
        el uso del portal; si no respondes o las rechazas, no se cargan. Puedes cambiar tu decisión cuando quieras desde
        «Preferencias de cookies», en el pie de página, y también borrar las cookies desde la configuración de tu
        navegador; sin el almacenamiento local no podrás mantener tu sesión iniciada.
      </p>
      <h3>11. Seguridad</h3>
      <p>
        Aplicamos medidas técnicas y organizativas para proteger tus datos: conexiones cifradas, contraseñas que nunca
        se guardan en texto plano y accesos restringidos al personal autorizado.
      </p>
      <h3>12. Cambios a esta política</h3>
      <p>
        Publicaremos en el portal cualquier cambio a esta política e indicaremos la fecha de su última actualización.
      </p>
    </>
  );
}
