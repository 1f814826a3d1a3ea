import { SMTPServer } from 'smtp-server';

/** One mail the test SMTP server received. */
export interface ReceivedMail {
  user: string;
  from: string;
  to: string[];
  raw: Buffer;
}

/** An SMTP server of a test (smtp-server package) on 127.0.0.1: checks logins, keeps what it receives. */
export async function startSmtp(accounts: { account: string; password: string }[]) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: false,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, cb) {
      const ok = accounts.some((a) => a.account === auth.username && a.password === auth.password);
      if (!ok) {
        cb(new Error('Invalid username or password'));
        return;
      }
      cb(null, { user: auth.username });
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          user: String(session.user),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks),
        });
        cb();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.server.address() as { port: number }).port;
  return { port, received, stop: () => new Promise<void>((r) => server.close(() => r())) };
}
