import { configFromEnv } from './config';
import { createApp } from './app';
import { parseVersion } from '../src/domain/version';
import { entitySnapshot } from './search/entityCache';

const config = configFromEnv();
if (!parseVersion(config.minClientVersion))
  throw new Error(`MIN_CLIENT_VERSION is not a version: ${config.minClientVersion}`);

const started = Date.now();
const app = await createApp(config);
const where = config.database.kind === 'postgres' ? 'PostgreSQL' : `PGlite i ${config.database.dataDir}`;
console.log(
  `Öppnar ${config.tenants.length} domäner (${where}); första starten fyller demo-campingen, det tar en stund…`,
);
await app.tenants.openAll();
await app.fastify.listen({ port: config.port, host: config.host });
// Build each tenant's palette entity index now, so the first console does not wait for it.
for (const t of await app.tenants.openAll())
  void entitySnapshot(t.db, new Date()).catch((err) => console.warn(`entity index ${t.config.domain}:`, err));

const url = config.publicUrl ?? `http://localhost:${config.port}`;
console.log(`
Campingkonsolen kör på ${url}  (startade på ${((Date.now() - started) / 1000).toFixed(1)} s)
Domäner: ${config.tenants.map((t) => `${t.name} (${t.domain})`).join(', ')}
Demoinloggningar, lösenord demo1234, PIN 1234:
  kassa@demo.se       kassör       → /register
  reception@demo.se   receptionist → /actions
  chef@demo.se        chef         → dashboard
Realtid: ${config.realtime.kind === 'embedded' ? `inbyggd Pusher-server på ${url.replace(/^http/, 'ws')}/app/${config.realtime.key}` : 'extern Pusher-kompatibel tjänst'}
`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    console.log('Stänger…');
    await app.close();
    process.exit(0);
  });
}
