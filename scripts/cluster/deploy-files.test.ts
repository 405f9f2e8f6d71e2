import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loopbackPlacement, paymentsOf } from './cluster.ts';
import { portsFrom } from './ports.ts';
import { PAYMENT_VARIABLES } from '../../upstream/src/payments/index.ts';
import { CONTAINER_SUBNET, containerHaproxyConfig, containerPlacement, containerShape } from './containers.ts';
import { haproxyConfig } from './haproxy.ts';
import { clusterShape, commands, partsOf } from './shape.ts';

/**
 * The Dockerfile and compose.yaml cannot be run on the project's machines (no Docker engine): they are kept in step
 * with what `npm run cluster` runs by reading them and comparing them with the one description of the shape.
 */
interface ComposeService {
  image?: string;
  build?: string;
  command?: string[];
  environment?: Record<string, string>;
  expose?: string[];
  ports?: string[];
  volumes?: string[];
  networks?: string[] | Record<string, { ipv4_address?: string } | null>;
}
const compose = parse(readFileSync('compose.yaml', 'utf8')) as { services: Record<string, ComposeService>; networks: Record<string, { ipam: { config: { subnet: string }[] } }> };
const dockerfile = readFileSync('Dockerfile', 'utf8');
const parts = containerShape();
const instructions = (name: string) => dockerfile.split('\n').filter((line) => line.startsWith(`${name} `)).map((line) => line.slice(name.length + 1).trim());

/** The ports a service listens on inside the network (exposed, and the container's side of published ones). */
const listening = (service: ComposeService) => [...(service.expose ?? []), ...(service.ports ?? []).map((port) => port.split(':').at(-1)!)].map(Number).sort();

describe('compose.yaml, beside npm run cluster', () => {
  it('has the parts of the cluster, no more, no fewer', () => {
    expect(Object.keys(compose.services).sort()).toEqual(parts.map((part) => part.name).sort());
  });

  it('each part listens on the ports the shape gives it', () => {
    for (const part of parts) expect(listening(compose.services[part.name]), part.name).toEqual(Object.values(part.ports).sort());
  });

  it('the upstreams and gateways run the shape’s commands from the one image, with its environment, variable by variable', () => {
    for (const part of [...partsOf(parts, 'upstream'), ...partsOf(parts, 'gateway')]) {
      const service = compose.services[part.name];
      expect(service, part.name).toMatchObject({ build: '.', image: 'tidewatch', command: part.command });
      expect(service.environment, part.name).toEqual(part.env);
    }
  });

  it('every upstream is given the same shared secrets and database, and production names its payment provider', () => {
    for (const part of partsOf(parts, 'upstream')) {
      expect(compose.services[part.name].environment).toMatchObject({
        ADMIN_TOKEN: containerPlacement.adminToken,
        DATABASE_URL: containerPlacement.databaseUrl,
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: containerPlacement.payments.PAYMENT_PROVIDER,
        PAYPAL_CLIENT_SECRET: '${PAYPAL_CLIENT_SECRET:-}',
      });
      expect(containerPlacement.payments.PAYMENT_PROVIDER).toMatch(/^\$\{PAYMENT_PROVIDER:\?/);
    }
  });

  it('the balancer is HAProxy 2.6 with the configuration made from the shape, at the address the parts trust', () => {
    const balancer = compose.services.balancer;
    expect(balancer.image).toBe('haproxy:2.6');
    expect(balancer.volumes).toContain('./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
    expect(readFileSync('deploy/haproxy.cfg', 'utf8'), 'deploy/haproxy.cfg is stale: npx tsx scripts/cluster/containers.ts').toBe(containerHaproxyConfig());
    expect((balancer.networks as Record<string, { ipv4_address: string }>).tidewatch.ipv4_address).toBe(containerPlacement.balancerAddress);
    expect(compose.networks.tidewatch.ipam.config[0].subnet).toBe(CONTAINER_SUBNET);
    for (const part of [...partsOf(parts, 'upstream'), ...partsOf(parts, 'gateway')]) expect(part.env.TRUST_PROXY).toBe(containerPlacement.balancerAddress);
  });

  it('PostgreSQL 15 and Redis are the images the cluster’s programs are', () => {
    expect(compose.services.postgres.image).toBe('postgres:15');
    expect(compose.services.redis.image).toMatch(/^redis:/);
  });
});

describe('the Dockerfile, beside npm run cluster', () => {
  it('is one image on Node 20 whose default command is the gateway, and that exposes the upstream’s and the gateway’s ports', () => {
    expect(instructions('FROM')).toEqual(['node:20-bookworm-slim']);
    expect(JSON.parse(instructions('CMD')[0])).toEqual([...commands.gateway]);
    const exposed = instructions('EXPOSE').flatMap((line) => line.split(/\s+/)).map(Number).sort();
    expect(exposed).toEqual([...new Set([...partsOf(parts, 'upstream'), ...partsOf(parts, 'gateway')].map((part) => part.ports.http))].sort());
    expect(instructions('ENV')).toContain('NODE_ENV=production');
  });
});

describe('npm run cluster, beside the containers', () => {
  // an operator who set every payment variable: the loopback shape passes on what the environment has
  const at = loopbackPlacement(portsFrom(8090), 'a-shared-admin-token', paymentsOf(Object.fromEntries(PAYMENT_VARIABLES.map((name) => [name, `${name}-value`]))));
  const loopback = clusterShape(at);

  it('runs the same parts with the same commands and the same variables (only addresses and ports differ)', () => {
    expect(loopback.map((part) => [part.name, part.role, part.command])).toEqual(parts.map((part) => [part.name, part.role, part.command]));
    for (const [index, part] of loopback.entries()) expect(Object.keys(part.env).sort(), part.name).toEqual(Object.keys(parts[index].env).sort());
  });

  it('passes on the payment variables the environment has, and no others', () => {
    expect(paymentsOf({ PAYMENT_PROVIDER: 'alipay', ALIPAY_APP_ID: '2021', HOME: '/root', WECHATPAY_MCH_ID: '' })).toEqual({ PAYMENT_PROVIDER: 'alipay', ALIPAY_APP_ID: '2021' });
  });

  it('gives every upstream one admin token and one database, and listens on loopback only', () => {
    for (const part of partsOf(loopback, 'upstream')) expect(part.env).toMatchObject({ ADMIN_TOKEN: 'a-shared-admin-token', DATABASE_URL: at.databaseUrl, UPSTREAM_BIND_ADDRESS: '127.0.0.1' });
    for (const part of partsOf(loopback, 'gateway')) expect(part.env.BIND_ADDRESS).toBe('127.0.0.1');
  });

  it('balances both gateways and both upstreams, health-checked, from the one address they trust', () => {
    const config = haproxyConfig(loopback, at);
    for (const part of [...partsOf(loopback, 'gateway'), ...partsOf(loopback, 'upstream')]) expect(config).toContain(`server ${part.name} 127.0.0.1:${part.ports.http} check`);
    expect(config).toContain('option httpchk GET /readyz');
    expect(config).toContain('option httpchk GET /healthz');
    expect(config.match(/source 127\.0\.0\.2/g)).toHaveLength(2);
    expect(config).toContain('option forwardfor');
  });

  it("sends the site's /api to the gateways, which pass the desktop client's calls on with the client's address kept", () => {
    const config = haproxyConfig(loopback, at);
    const site = config.slice(config.indexOf('frontend site'), config.indexOf('backend gateways'));
    // only the sandbox's pages go to the upstreams from the site's address; /api/client/* is the gateway's (issue #32)
    expect(site.match(/use_backend upstreams if (\w+)/g)).toEqual(['use_backend upstreams if provider']);
    expect(site).toContain('acl provider path_beg /sandbox/');
    // the gateways' calls keep their X-Forwarded-For (the client's address): the balancer adds none of its own there
    const upstreamApi = config.slice(config.indexOf('frontend upstream_api'), config.indexOf('backend upstreams'));
    expect(upstreamApi).not.toContain('forwardfor');
  });
});
