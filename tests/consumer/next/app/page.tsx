import { Avatar, NoticeBox, StepIndicator, TextField } from '@beneficios/ui';
import { Conditions } from './Conditions';

// A server component: the server-safe components render here, and TextField (a client module of the package)
// is placed here directly, as any client component from a library can be.
export default function Home() {
  return (
    <main>
      <h1>Tus beneficios</h1>
      <Avatar names="María Fernanda" surnames="Quispe Huamán" />
      <StepIndicator current={1} labels={['Tus datos', 'Tu contraseña']} />
      <NoticeBox tone="info" title="Tu póliza está activa">
        Puedes usar tus beneficios desde hoy.
      </NoticeBox>
      <TextField label="Nombres" hint="Como figuran en tu documento" />
      <Conditions />
    </main>
  );
}
