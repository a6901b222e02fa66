/** VideoRoomPage: assembled from ui/ components. */
export default function VideoRoomPage() {
  return (
    <main id="contenido">
      <h1>VideoRoomPage</h1>
    </main>
  );
}
