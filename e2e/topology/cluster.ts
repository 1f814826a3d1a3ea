import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The production topology on this machine: Debian's nginx, round-robin over two server processes
 * that share one PostgreSQL database and one file store. The state (ports, pids, directories) is
 * written to a JSON file, because the tests run in a worker process and kill a node by its pid.
 */
export interface ClusterState {
  /** The load balancer's address, which the browser uses. */
  url: string;
  databaseUrl: string;
  dir: string;
  nginxPid: number;
  nodes: { name: string; port: number; pid: number }[];
}

export const SERVER_DIR = path.resolve(import.meta.dirname, '..', '..', 'apps', 'server');
/** How a node is started: the server's production command. */
export const NODE_COMMAND = ['node', '--import', 'tsx', 'src/main.ts'];

export function stateFile(): string {
  return path.join(process.env.CERTDESK_TOPOLOGY_DIR ?? '/tmp', 'cluster.json');
}

export function readState(): ClusterState {
  return JSON.parse(fs.readFileSync(stateFile(), 'utf8')) as ClusterState;
}

/** Starts one node and resolves when it answers /readyz. */
export async function startNode(state: Pick<ClusterState, 'databaseUrl' | 'dir'>, name: string, port: number): Promise<ChildProcess> {
  const log = fs.openSync(path.join(state.dir, `${name}.log`), 'a');
  const child = spawn(NODE_COMMAND[0] as string, NODE_COMMAND.slice(1), {
    cwd: SERVER_DIR,
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: state.databaseUrl,
      DATA_DIR: path.join(state.dir, name),
      // One store for both nodes, as a shared volume would be in production.
      FILES_DIR: path.join(state.dir, 'files'),
      DEMO: 'true',
      DEMO_SIMULATOR: 'false',
      LOG_LEVEL: 'info',
      // nginx on loopback is the one proxy in front of the nodes.
      TRUST_PROXY: '127.0.0.1',
      APP_SECRET: 'topology-secret-0123456789abcdef',
      // Several nodes need a real exchange: the simulated one keeps its calls in one process.
      TELEPHONY: 'sip',
      SIP_WS_URL: `ws://127.0.0.1:${process.env.E2E_SIP_PORT ?? 5066}`,
      PBX_ID: 'topology-pbx',
      PBX_SECRET: 'topology-pbx-secret-0000',
    },
  });
  child.unref();
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`node ${name} exited with ${child.exitCode}; see ${state.dir}/${name}.log`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`node ${name} not ready within 180 s; see ${state.dir}/${name}.log`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** nginx in front of the nodes: round-robin, WebSocket upgrade, the chosen node in a header. */
export function nginxConfig(dir: string, listen: number, ports: number[]): string {
  const temp = (name: string) => path.join(dir, 'nginx', name);
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(temp(name), { recursive: true });
  return `worker_processes 1;
daemon off;
pid ${path.join(dir, 'nginx', 'nginx.pid')};
error_log ${path.join(dir, 'nginx', 'error.log')} warn;
events { worker_connections 512; }
http {
  log_format upstream '$request_method $uri $status $upstream_addr';
  access_log ${path.join(dir, 'nginx', 'access.log')} upstream;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  upstream certdesk {
${ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${listen};
    client_max_body_size 20m;
    location / {
      proxy_pass http://certdesk;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_read_timeout 120s;
      # A node that refuses the connection (killed) is skipped; a request it had begun is not
      # replayed elsewhere unless it is idempotent (nginx's default for POST).
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;
      add_header X-Certdesk-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** Starts nginx with the configuration and resolves when it answers. */
export async function startNginx(dir: string, listen: number, ports: number[]): Promise<ChildProcess> {
  const conf = path.join(dir, 'nginx', 'nginx.conf');
  fs.mkdirSync(path.dirname(conf), { recursive: true });
  fs.writeFileSync(conf, nginxConfig(dir, listen, ports));
  const log = fs.openSync(path.join(dir, 'nginx', 'stderr.log'), 'a');
  const nginx = spawn('/usr/sbin/nginx', ['-c', conf, '-p', path.join(dir, 'nginx'), '-e', path.join(dir, 'nginx', 'error.log')], {
    detached: true,
    stdio: ['ignore', log, log],
  });
  nginx.unref();
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${listen}/healthz`)).ok) return nginx;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not answer; see ${dir}/nginx/error.log`);
}

/** Kills a process group without waiting (kill -9 of a node, as a crash would). */
export function killGroup(pid: number, signal: NodeJS.Signals = 'SIGKILL') {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}
