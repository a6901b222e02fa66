import { buildServer } from './app.ts';
import { readConfig } from './config.ts';

const config = readConfig();
const app = await buildServer(config);
await app.listen({ port: config.port, host: config.host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
