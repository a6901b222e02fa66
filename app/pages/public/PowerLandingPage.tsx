/** PowerLandingPage: assembled from ui/ components. */
export default function PowerLandingPage() {
  return (
    <main id="contenido">
      <h1>PowerLandingPage</h1>
    </main>
  );
}
