import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ClusterState, killGroup, startNginx, startNode, stateFile } from './cluster.js';
import { topologyPorts } from './ports.js';

/** Starts the topology on a fresh database of the CI's PostgreSQL server; the returned function stops it. */
export default async function globalSetup() {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) throw new Error('The load-balanced browser tests need TEST_DATABASE_URL (a PostgreSQL server).');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'certdesk-topology-'));
  process.env.CERTDESK_TOPOLOGY_DIR = dir;
  const name = `certdesk_topology_${process.pid}`;
  execFileSync('psql', [server, '-qc', `create database ${name}`]);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const ports = topologyPorts();
  const base = { databaseUrl: url.toString(), dir };
  // One after the other: the first migrates and seeds the demo data, the second joins it.
  const a = await startNode(base, 'node-a', ports.nodes[0]);
  const b = await startNode(base, 'node-b', ports.nodes[1]);
  const nginx = await startNginx(dir, ports.balancer, ports.nodes);
  const state: ClusterState = {
    url: `http://127.0.0.1:${ports.balancer}`,
    ...base,
    nginxPid: nginx.pid ?? 0,
    nodes: [
      { name: 'node-a', port: ports.nodes[0], pid: a.pid ?? 0 },
      { name: 'node-b', port: ports.nodes[1], pid: b.pid ?? 0 },
    ],
  };
  fs.writeFileSync(stateFile(), JSON.stringify(state, null, 2));
  return async () => {
    const now = JSON.parse(fs.readFileSync(stateFile(), 'utf8')) as ClusterState;
    for (const node of now.nodes) killGroup(node.pid, 'SIGTERM');
    killGroup(now.nginxPid, 'SIGQUIT');
    await new Promise((r) => setTimeout(r, 2000));
    for (const node of now.nodes) killGroup(node.pid);
    execFileSync('psql', [server, '-qc', `drop database if exists ${name} with (force)`]);
    if (!process.env.KEEP_TOPOLOGY) fs.rmSync(dir, { recursive: true, force: true });
    // playwright.config.ts, which this run's configuration extends, made an embedded data directory.
    const unused = process.env.CERTDESK_E2E_DATA_DIR;
    if (unused?.includes('certdesk-e2e-')) fs.rmSync(unused, { recursive: true, force: true });
  };
}
