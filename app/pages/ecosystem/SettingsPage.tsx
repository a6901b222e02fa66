/** SettingsPage: assembled from ui/ components. */
export default function SettingsPage() {
  return (
    <main id="contenido">
      <h1>SettingsPage</h1>
    </main>
  );
}
