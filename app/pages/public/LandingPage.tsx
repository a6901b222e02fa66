import { Button } from '../../../ui';

/** Public home (the landing page is assembled here from ui/ components). */
export default function LandingPage() {
  return (
    <main id="contenido" style={{ padding: '2rem 1rem', maxWidth: '40rem', margin: '0 auto', display: 'grid', gap: '1rem' }}>
      <h1>¿Ya estás disfrutando de tus beneficios?</h1>
      <p>Activa tu cuenta gratis y usa los beneficios incluidos en tu seguro.</p>
      <Button asChild>
        <a href="/registro/1">Activa tu cuenta</a>
      </Button>
    </main>
  );
}
