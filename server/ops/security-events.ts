/**
 * Operator command: `npm run security:events -- <documento> [--unlock]`. Reads the server's database
 * (DATA_DIR) and prints the document's lock state and latest security events; --unlock ends a lock.
 */
import { readConfig } from '../config.ts';
import { openStore } from '../db/index.ts';
import { describeDocument } from '../security/operator.ts';

const args = process.argv.slice(2);
const documento = args.find((a) => !a.startsWith('--'));
if (!documento || !/^[0-9A-Za-z]{6,12}$/.test(documento)) {
  process.stderr.write('Uso: npm run security:events -- <documento> [--unlock]\n');
  process.exit(2);
}
const store = openStore(readConfig().dataDir);
try {
  if (args.includes('--unlock')) {
    store.securityEvents.clearThrottle(documento);
    process.stdout.write('Bloqueo levantado.\n');
  }
  process.stdout.write(`${describeDocument(store, documento, Date.now())}\n`);
} finally {
  store.close();
}
