/** The balancer's port and the two nodes' ports, from E2E_TOPOLOGY_PORT (default 8300). */
export function topologyPorts(): { balancer: number; nodes: [number, number] } {
  const base = Number(process.env.E2E_TOPOLOGY_PORT ?? 8300);
  return { balancer: base, nodes: [base + 1, base + 2] };
}
