/**
 * The reference video room: the room's name and the caller's own camera preview. No inline
 * script, so the strict Content-Security-Policy holds; the room id is a URL-safe token, safe in HTML.
 */
export function roomPage(idSala: string, scriptUrl: string): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sala de consulta ${idSala}</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; background: #10131a; color: #f4f6fb; }
  main { display: grid; gap: 12px; padding: 16px; }
  h1 { font-size: 1.1rem; margin: 0; }
  video { width: 100%; max-height: 520px; background: #000; border-radius: 8px; }
  p { margin: 0; }
</style>
</head>
<body>
<main>
  <h1>Sala de consulta <span data-testid="sala-nombre">${idSala}</span></h1>
  <video id="vista-previa" autoplay muted playsinline aria-label="Vista previa de tu cámara"></video>
  <p id="estado-camara" role="status">Conectando tu cámara…</p>
</main>
<script src="${scriptUrl}"></script>
</body>
</html>`;
}

export const ROOM_SCRIPT = `(function () {
  var status = document.getElementById('estado-camara');
  var video = document.getElementById('vista-previa');
  if (!navigator.mediaDevices || !navigator.mediaDevices.getUserMedia) {
    status.textContent = 'Tu navegador no permite usar la cámara.';
    return;
  }
  navigator.mediaDevices.getUserMedia({ video: true, audio: true }).then(function (stream) {
    video.srcObject = stream;
    status.textContent = 'Cámara conectada. El especialista se unirá en breve.';
  }).catch(function () {
    status.textContent = 'No pudimos acceder a tu cámara o micrófono. Revisa los permisos del navegador.';
  });
})();
`;
