/**
 * `npm start`: builds the client if needed, starts the reference upstream and the gateway in this
 * process, and serves the site at http://localhost:8080 (Chinese) and http://en.localhost:8080 (English), or on
 * PORT; mail links follow the same origins unless SITE_ORIGIN_ZH / SITE_ORIGIN_EN say otherwise.
 */
import { readGatewayConfig } from '../gateway/src/config.ts';
import { startGateway } from '../gateway/src/server.ts';
import { removeUpstreamOrigin, writeUpstreamOrigin } from '../upstream/src/staff/admin-files.ts';
import { readUpstreamConfig } from '../upstream/src/domain/config.ts';
import { chosenProviders, settingsOf } from '../upstream/src/payments/index.ts';
import { startUpstream } from '../upstream/src/server.ts';
import { buildClientIfNeeded } from './client-build.ts';

const started = Date.now();
try {
  // a production start without PAYMENT_PROVIDER, or with a provider half configured, stops here, before the build,
  // naming what to set
  const upstreamConfig = readUpstreamConfig();
  settingsOf(chosenProviders(upstreamConfig.PAYMENT_PROVIDER, upstreamConfig.NODE_ENV), upstreamConfig as unknown as Record<string, unknown>);
  buildClientIfNeeded();
  const upstream = await startUpstream();
  // beside the admin token: where `npm run admin` finds this site, whatever its ports (an in-memory database,
  // as the end-to-end tests use, keeps no data folder and gives the CLI UPSTREAM_ORIGIN instead)
  const recordsOrigin = upstreamConfig.DATABASE_URL !== 'memory://';
  if (recordsOrigin) writeUpstreamOrigin(upstreamConfig.DATA_DIR, upstream.origin);
  const gateway = await startGateway({ UPSTREAM_URL: process.env.UPSTREAM_URL ?? upstream.apiUrl });
  const port = gateway.port;
  // the origins mail links use: SITE_ORIGIN_*, else localhost and en.localhost on PORT (both servers read the same)
  const site = readGatewayConfig();
  console.log(`
  Site (中文)   ${site.SITE_ORIGIN_ZH}
  Site (English) ${site.SITE_ORIGIN_EN}
  GraphQL       http://localhost:${port}/graphql
  REST upstream ${upstream.apiUrl} (OpenAPI: ${upstream.apiUrl}/openapi.json)
  Mailbox       ${upstream.origin}/dev/mailbox
  Back office   ${site.SITE_ORIGIN_EN}/admin   (the first admin: npm run admin -- create-staff --username U --email E --role admin)
  Staff CLI     npm run admin -- --help
  Ready in ${((Date.now() - started) / 1000).toFixed(1)} s. Ctrl-C stops.`);
  const stop = async () => {
    if (recordsOrigin) removeUpstreamOrigin(upstreamConfig.DATA_DIR, upstream.origin);
    await gateway.close();
    await upstream.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(`Could not start: ${(error as Error).message}`);
  process.exit(1);
}
