/** AboutPage: assembled from ui/ components. */
export default function AboutPage() {
  return (
    <main id="contenido">
      <h1>AboutPage</h1>
    </main>
  );
}
