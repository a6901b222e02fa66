/** LoginPage: assembled from ui/ components. */
export default function LoginPage() {
  return (
    <main id="contenido">
      <h1>LoginPage</h1>
    </main>
  );
}
