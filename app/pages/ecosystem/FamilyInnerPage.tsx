/** FamilyInnerPage: assembled from ui/ components. */
export default function FamilyInnerPage() {
  return (
    <main id="contenido">
      <h1>FamilyInnerPage</h1>
    </main>
  );
}
