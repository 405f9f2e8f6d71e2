import { createServer } from 'node:net';

/** Each part's ports, by purpose. */
export type ClusterPorts = Record<string, Record<string, number>>;

/** `npm run cluster`'s ports: the site on `base` (8090 unless CLUSTER_PORT says), the rest after it. */
export const portsFrom = (base: number): ClusterPorts => ({
  balancer: { site: base, upstreams: base + 1, stats: base + 2 },
  'gateway-1': { http: base + 3 },
  'gateway-2': { http: base + 4 },
  'upstream-1': { http: base + 5 },
  'upstream-2': { http: base + 6 },
  redis: { redis: base + 7 },
  postgres: { sql: base + 8 },
});

/** A port nobody listens on now, from the system (the test's cluster; nothing else takes it in the moment between). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Free ports for every part, each from the system. */
export const freePorts = async (): Promise<ClusterPorts> => {
  const ports = portsFrom(0);
  for (const purposes of Object.values(ports)) for (const purpose of Object.keys(purposes)) purposes[purpose] = await freePort();
  return ports;
};

const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** Throws, naming the part, when one of the ports is taken. */
export const assertPortsFree = async (ports: ClusterPorts) => {
  for (const [part, purposes] of Object.entries(ports)) {
    for (const port of Object.values(purposes)) if (!(await portIsFree(port))) throw new Error(`port ${port} (${part}) is taken; choose another CLUSTER_PORT`);
  }
};
