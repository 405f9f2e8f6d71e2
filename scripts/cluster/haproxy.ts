import { partsOf, type Part, type Placement } from './shape.ts';

/**
 * The balancer's configuration (HAProxy 2.6), from the shape. Browsers reach the site side: the gateways, in turn,
 * each request on its own (a WebSocket stays with the gateway it opened on), health-checked on /readyz, with the
 * browser's address appended to X-Forwarded-For; the sandbox payment provider's pages (PUBLIC_URL) go to the
 * upstreams. The gateways reach the upstreams through the inner side, health-checked on /healthz. A request that
 * cannot connect to a part (it was killed) is sent to another; one that reached a part is never sent twice.
 */
export const haproxyConfig = (parts: Part[], at: Placement & { balancerListen: string; resolver?: string }) => {
  const balancer = parts.find((part) => part.role === 'balancer')!;
  const servers = (role: 'gateway' | 'upstream') =>
    partsOf(parts, role)
      .map((part) => `  server ${part.name} ${at.host(part.name)}:${part.ports.http} check`)
      .join('\n');
  const healthOf = (role: 'gateway' | 'upstream') => partsOf(parts, role)[0].health;
  return `# Made by scripts/cluster/haproxy.ts from scripts/cluster/shape.ts; do not edit by hand.
global
  maxconn 4096
  log stdout format raw local0 info

defaults
  mode http
  log global
  option httplog
  option dontlognull
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  # a WebSocket (graphql-ws) lives as long as its page
  timeout tunnel 1h
  # a part that refuses the connection: try another (nothing was sent, so nothing happens twice)
  retries 3
  option redispatch
  default-server inter 1s fall 2 rise 2${at.resolver ? ' resolvers parts init-addr none' : ''}
${
  at.resolver
    ? `
# the parts' names, looked up as they come and go (the balancer starts before them, and a part started again may get a new address)
resolvers parts
  nameserver dns ${at.resolver}
  hold valid 5s
`
    : ''
}
frontend site
  bind ${at.balancerListen}:${balancer.ports.site}
  option forwardfor
  acl provider path_beg /sandbox/
  use_backend upstreams if provider
  default_backend gateways

backend gateways
  balance roundrobin
  source ${at.balancerAddress}
  option httpchk GET ${healthOf('gateway')}
  http-check expect status 200
${servers('gateway')}

frontend upstream_api
  bind ${at.balancerListen}:${balancer.ports.upstreams}
  default_backend upstreams

backend upstreams
  balance roundrobin
  source ${at.balancerAddress}
  option httpchk GET ${healthOf('upstream')}
  http-check expect status 200
${servers('upstream')}

listen stats
  bind ${at.balancerListen}:${balancer.ports.stats}
  stats enable
  stats uri /
`;
};
