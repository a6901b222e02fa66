/** EcosystemHomePage: assembled from ui/ components. */
export default function EcosystemHomePage() {
  return (
    <main id="contenido">
      <h1>EcosystemHomePage</h1>
    </main>
  );
}
