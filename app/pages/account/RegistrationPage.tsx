/** RegistrationPage: assembled from ui/ components. */
export default function RegistrationPage() {
  return (
    <main id="contenido">
      <h1>RegistrationPage</h1>
    </main>
  );
}
