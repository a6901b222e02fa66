/** FamilyPage: assembled from ui/ components. */
export default function FamilyPage() {
  return (
    <main id="contenido">
      <h1>FamilyPage</h1>
    </main>
  );
}
