import { startGateway } from './server.ts';

const gateway = await startGateway().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
console.log(`gateway: site and GraphQL at ${gateway.url} (graph at /graphql)`);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await gateway.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
