import { startUpstream } from './server.ts';

const upstream = await startUpstream().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
console.log(`upstream: REST at ${upstream.apiUrl}, OpenAPI at ${upstream.apiUrl}/openapi.json`);
const stop = async () => {
  await upstream.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
