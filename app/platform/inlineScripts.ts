import { consentGateScript } from './consentGate.ts';
import { deferredEntryScript } from './deferredEntry.ts';
import { earlyTapScript } from './earlyTap.ts';
import { modalDialogsScript } from './modalDialogs.ts';

/** Every script a page of the portal carries inline, in page order: the server's CSP allows exactly these, by hash. */
export const inlineScripts = [consentGateScript, earlyTapScript, modalDialogsScript, deferredEntryScript] as const;
