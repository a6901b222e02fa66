/**
 * The device check before joining a video consultation: camera and microphone must be usable.
 * `granted` → join; `denied` → the customer (or the browser) blocked them; `missing` → no camera
 * or microphone found; `unsupported` → this browser (or a page not served over HTTPS) cannot use them.
 */
export type DeviceStatus = 'granted' | 'denied' | 'missing' | 'unsupported' | 'busy';

type PermissionGuess = 'granted' | 'denied' | 'prompt';

/** What the Permissions API already knows, without prompting; 'prompt' when it cannot tell. */
export async function knownPermission(nav: Navigator = navigator): Promise<PermissionGuess> {
  if (!nav.permissions?.query) return 'prompt';
  try {
    const names = ['camera', 'microphone'] as unknown as PermissionName[];
    const states = await Promise.all(names.map((name) => nav.permissions.query({ name }).then((s) => s.state)));
    if (states.includes('denied')) return 'denied';
    return states.every((s) => s === 'granted') ? 'granted' : 'prompt';
  } catch {
    // Firefox and older Safari do not know these permission names.
    return 'prompt';
  }
}

/** Asks for camera and microphone (the browser may prompt), then releases them at once. */
export async function requestDevices(nav: Navigator = navigator): Promise<DeviceStatus> {
  if (!nav.mediaDevices?.getUserMedia) return 'unsupported';
  try {
    const stream = await nav.mediaDevices.getUserMedia({ video: true, audio: true });
    // The room opens its own stream; holding this one would keep the camera light on twice.
    for (const track of stream.getTracks()) track.stop();
    return 'granted';
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
    if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError')
      return 'missing';
    if (name === 'NotReadableError' || name === 'AbortError' || name === 'TrackStartError') return 'busy';
    return 'denied';
  }
}
