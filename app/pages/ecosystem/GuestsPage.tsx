/** GuestsPage: assembled from ui/ components. */
export default function GuestsPage() {
  return (
    <main id="contenido">
      <h1>GuestsPage</h1>
    </main>
  );
}
