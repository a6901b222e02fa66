/** AppointmentsPage: assembled from ui/ components. */
export default function AppointmentsPage() {
  return (
    <main id="contenido">
      <h1>AppointmentsPage</h1>
    </main>
  );
}
