import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitForPort } from '../ports.js';

/** Where Debian installs Kamailio (packages kamailio + kamailio-websocket-modules). */
export const KAMAILIO_BIN = process.env.KAMAILIO_BIN ?? '/usr/sbin/kamailio';

/** A running Kamailio for a test: its WebSocket URL and how to stop it. */
export interface KamailioServer {
  wsUrl: string;
  domain: string;
  stop(): Promise<void>;
}

/** True when the Kamailio binary is installed. */
export const kamailioAvailable = () => fs.existsSync(KAMAILIO_BIN);

/**
 * Writes kamailio.cfg (WebSocket on 127.0.0.1, registrar + usrloc, no auth, no database) to a
 * temporary directory and starts `kamailio -DD -E -f cfg` in the foreground, unprivileged, on
 * the port given (the browser suite names it to the app as SIP_WS_URL) or a free one.
 */
export async function startKamailio(wantedPort?: number): Promise<KamailioServer> {
  const port = wantedPort ?? (await freePort());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'certdesk-kamailio-'));
  const template = fs.readFileSync(new URL('./kamailio.cfg.template', import.meta.url), 'utf8');
  const cfg = path.join(dir, 'kamailio.cfg');
  fs.writeFileSync(
    cfg,
    template
      .replaceAll('@PORT@', String(port))
      .replaceAll('@RUNDIR@', dir)
      .replaceAll('@DEBUG@', process.env.KAMAILIO_DEBUG ? '3' : '1'),
  );
  const child: ChildProcess = spawn(
    KAMAILIO_BIN,
    ['-DD', '-E', '-f', cfg, '-Y', dir, '-P', path.join(dir, 'kamailio.pid'), '-m', '64', '-M', '8'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let log = '';
  child.stderr?.on('data', (d: Buffer) => {
    log = (log + d.toString()).slice(-4000);
    // KAMAILIO_DEBUG=1 shows Kamailio's log while a test runs.
    if (process.env.KAMAILIO_DEBUG) process.stderr.write(d);
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  try {
    await Promise.race([waitForPort(port, 10_000, 'kamailio'), exited.then(() => Promise.reject(new Error(`kamailio exited:\n${log}`)))]);
  } catch (err) {
    child.kill('SIGTERM');
    throw err;
  }
  return {
    wsUrl: `ws://127.0.0.1:${port}`,
    domain: '127.0.0.1',
    async stop() {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
