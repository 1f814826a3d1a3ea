import { connect, createServer } from 'node:net';

/** A free TCP port on the loopback address. */
export async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const port = (srv.address() as { port: number }).port;
  await new Promise((r) => srv.close(r));
  return port;
}

/** Resolves once a server of a test (`what`: Dovecot, Kamailio) accepts connections on the loopback port. */
export async function waitForPort(port: number, ms: number, what: string) {
  const end = Date.now() + ms;
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (up) return;
    if (Date.now() > end) throw new Error(`${what} did not listen on ${port}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
