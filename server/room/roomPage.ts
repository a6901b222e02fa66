const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The reference video room: what the consultation is ("Telemedicina · Pediatría", its day and hour)
 * and the caller's own camera preview. The room's id never shows: it is a token, not a name.
 * No inline script, so the strict Content-Security-Policy holds.
 */
export function roomPage(room: { titulo: string; dia: string; hora: string }, scriptUrl: string): string {
  const titulo = escapeHtml(room.titulo);
  // The time of day stays on one line: "10:00 a. m." never breaks before "m.".
  const cuando = `${escapeHtml(room.dia)}, <span class="hora">${escapeHtml(room.hora)}</span>`;
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Videoconsulta: ${titulo}</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; background: #10131a; color: #f4f6fb; }
  main { display: grid; gap: 12px; padding: 16px; }
  h1 { font-size: 1.1rem; margin: 0; }
  video { width: 100%; max-height: 520px; background: #000; border-radius: 8px; }
  p { margin: 0; }
  .hora { white-space: nowrap; }
</style>
</head>
<body>
<main>
  <h1>Videoconsulta: ${titulo}</h1>
  <p>${cuando} (hora de Lima)</p>
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
