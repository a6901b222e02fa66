/** PasswordResetPage: assembled from ui/ components. */
export default function PasswordResetPage() {
  return (
    <main id="contenido">
      <h1>PasswordResetPage</h1>
    </main>
  );
}
