import { buildServer } from './app.ts';
import { readConfig } from './config.ts';

const config = readConfig();
const app = await buildServer(config);
const address = await app.listen({ port: config.port, host: config.host });
// One plain line whatever the log level: with PORT=0 the system picks the port, and this says which.
process.stdout.write(`Listening on ${address}\n`);

if (config.outboxKey !== null) {
  // Printed, never logged: the key opens the development outbox, from this machine only.
  process.stdout.write(
    `Development outbox: GET ${config.apiPrefix}/dev/outbox?destino=<e-mail or phone> from this machine, ` +
      `with header "x-outbox-key: ${config.outboxKey}"\n`,
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
