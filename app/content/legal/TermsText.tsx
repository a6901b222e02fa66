/** Términos y condiciones del portal de beneficios (texto mostrado en el modal del pie de página). */
export function TermsText({ contactEmail }: { contactEmail: string }) {
  return (
    <>
      <h3>1. Objeto</h3>
      <p>
        Estos términos regulan el uso del portal de beneficios que la financiera pone a disposición de los titulares de
        sus seguros y de sus invitados. Al activar tu cuenta declaras haberlos leído y aceptado.
      </p>
      <h3>2. Quién puede usar el portal</h3>
      <p>
        Pueden activar una cuenta las personas mayores de 18 años que sean titulares de un seguro vigente comercializado
        por la financiera. Los invitados acceden solo al beneficio que su anfitrión eligió para ellos. El portal no está
        dirigido a menores de edad; si un menor usa un beneficio (por ejemplo, una consulta médica) debe hacerlo
        acompañado de su padre, madre o tutor.
      </p>
      <h3>3. Tu cuenta</h3>
      <p>
        Eres responsable de mantener en reserva tu contraseña y de la veracidad de los datos que registras. Si sospechas
        que otra persona usa tu cuenta, cambia tu contraseña y avísanos a {contactEmail}. Por tu seguridad, la sesión se
        cierra tras un tiempo sin actividad.
      </p>
      <h3>4. Beneficios</h3>
      <p>
        Los beneficios disponibles dependen del seguro y del plan que tienes contratado. Activar tu cuenta y ser parte
        del programa no tiene costo. Muchos servicios tampoco lo tienen; otros tienen un copago o un tope de cobertura,
        que se indican en la página de cada beneficio antes de que lo uses. Los beneficios se prestan a través de
        proveedores especializados y están sujetos a disponibilidad de horarios y a las condiciones de cada servicio.
        Los cursos en línea y la telemedicina requieren licencias vigentes en tu cobertura.
      </p>
      <h3>5. Invitados</h3>
      <p>
        El titular puede registrar invitados para los beneficios que lo permiten. Cada invitado pasa por una evaluación
        de aprobación dentro de los 7 días hábiles siguientes a su inscripción; te avisaremos del resultado por correo
        electrónico.
      </p>
      <h3>6. Citas</h3>
      <p>
        Puedes agendar, cambiar y cancelar tus citas desde el portal. Si no puedes asistir, cancélala con anticipación
        para que otra persona pueda usar ese horario.
      </p>
      <h3>7. Uso adecuado</h3>
      <p>
        No está permitido usar el portal con fines ilícitos, suplantar a otra persona, intentar acceder a cuentas ajenas
        ni afectar el funcionamiento del servicio. Podemos suspender el acceso ante un uso indebido.
      </p>
      <h3>8. Responsabilidad</h3>
      <p>
        Procuramos que el portal esté disponible de forma continua, pero pueden existir interrupciones por mantenimiento
        o causas ajenas a nosotros. Cada proveedor responde por el servicio que presta.
      </p>
      <h3>9. Cambios</h3>
      <p>
        Podemos actualizar estos términos. Publicaremos la versión vigente en el portal y, si el cambio es importante,
        te lo comunicaremos antes de que entre en vigor.
      </p>
      <h3>10. Reclamos y ley aplicable</h3>
      <p>
        Estos términos se rigen por las leyes de la República del Perú. Puedes presentar un reclamo en nuestro Libro de
        Reclamaciones virtual, enlazado al pie de cada página, o escribirnos a {contactEmail}.
      </p>
    </>
  );
}
