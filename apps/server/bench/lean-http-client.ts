import { connect, type Socket } from 'node:net';

/** An HTTP answer as far as the benchmark reads it. */
export interface LeanAnswer {
  status: number;
  /** The `Server-Timing` header's value ('' when absent). */
  serverTiming: string;
  body: string;
}

/**
 * The benchmark's load: JSON POSTs over at most `sockets` keep-alive connections to a server on
 * 127.0.0.1, one request in flight on each (as many clients). The load generator shares the two
 * cores with the server and PostgreSQL, so whatever it spends is taken from what it measures:
 * node:http's client (agent, parser, streams, a JSON parse of every answer) spent 0.7–1.3 ms of
 * CPU per call, as much as the server's whole list call. This one writes each request as one
 * buffer and reads only the status line, the two headers it needs and the body (why wrk is
 * written in C). It speaks just enough HTTP/1.1 for the server's JSON answers: a
 * Content-Length, no chunked bodies.
 */
export function leanJsonPoster(address: string, sockets: number) {
  const { hostname, port } = new URL(address);
  const idle: Connection[] = [];
  const waiting: ((c: Connection) => void)[] = [];
  let opened = 0;
  const acquire = async (): Promise<Connection> => {
    const free = idle.pop();
    if (free) return free;
    if (opened < sockets) {
      opened++;
      return Connection.open(hostname, Number(port));
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  const release = (c: Connection) => {
    const next = waiting.shift();
    if (next) next(c);
    else idle.push(c);
  };
  return async (path: string, body: unknown, token?: string): Promise<LeanAnswer> => {
    const c = await acquire();
    try {
      return await c.post(`${hostname}:${port}`, path, body, token);
    } finally {
      release(c);
    }
  };
}

class Connection {
  private received: Buffer = Buffer.alloc(0);
  private pending: { resolve: (a: LeanAnswer) => void; reject: (e: Error) => void } | undefined;

  static open(host: string, port: number): Promise<Connection> {
    return new Promise((resolve, reject) => {
      const socket = connect({ host, port, noDelay: true }, () => resolve(new Connection(socket)));
      socket.once('error', reject);
    });
  }

  private constructor(private readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.received = this.received.length ? Buffer.concat([this.received, chunk]) : chunk;
      this.answerIfComplete();
    });
    socket.on('error', (err) => this.fail(err));
    socket.on('close', () => this.fail(new Error('the server closed the connection')));
  }

  post(host: string, path: string, body: unknown, token?: string): Promise<LeanAnswer> {
    const payload = Buffer.from(JSON.stringify(body));
    const auth = token ? `Authorization: Bearer ${token}\r\n` : '';
    const head = `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: ${payload.length}\r\n${auth}\r\n`;
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.socket.write(Buffer.concat([Buffer.from(head, 'latin1'), payload]));
    });
  }

  private answerIfComplete() {
    const headEnd = this.received.indexOf('\r\n\r\n');
    if (headEnd < 0 || !this.pending) return;
    const head = this.received.toString('latin1', 0, headEnd);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
    if (length === undefined) return this.fail(new Error(`an answer without Content-Length: ${head}`));
    const bodyEnd = headEnd + 4 + Number(length);
    if (this.received.length < bodyEnd) return;
    const answer = {
      status: Number(head.slice(9, 12)),
      serverTiming: /\r\nserver-timing: *([^\r]*)/i.exec(head)?.[1] ?? '',
      body: this.received.toString('utf8', headEnd + 4, bodyEnd),
    };
    this.received = this.received.subarray(bodyEnd);
    const { resolve } = this.pending;
    this.pending = undefined;
    resolve(answer);
  }

  private fail(err: Error) {
    const pending = this.pending;
    this.pending = undefined;
    pending?.reject(err);
  }
}
