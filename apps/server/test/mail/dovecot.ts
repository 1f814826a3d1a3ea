import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';
import { freePort, waitForPort } from '../ports.js';

/** A Dovecot IMAP server of a test: its port, and how to put mail into a mailbox. */
export interface TestDovecot {
  port: number;
  /** Delivers a raw message into a user's INBOX by IMAP APPEND (as that user). */
  append(account: string, password: string, raw: Buffer | string): Promise<void>;
  stop(): Promise<void>;
}

function hasUser(name: string): boolean {
  return fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .some((l) => l.startsWith(`${name}:`));
}

function idsOf(name: string): { uid: number; gid: number } {
  const line =
    fs
      .readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${name}:`)) ?? '';
  const [, , u, g] = line.split(':');
  return { uid: Number(u), gid: Number(g) };
}

/**
 * Starts Debian's dovecot-imapd unprivileged in the foreground on 127.0.0.1: a passwd-file
 * passdb with the given accounts, a static userdb, maildirs under a temp dir, plain login
 * without TLS (loopback only). The binary must be installed (apt-get install dovecot-imapd).
 */
export async function startDovecot(accounts: { account: string; password: string }[]): Promise<TestDovecot> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'certdesk-dovecot-'));
  // The login process refuses to run as root: as root, it runs as an unprivileged system user.
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  const { uid, gid, username } = os.userInfo();
  const loginUser = uid === 0 ? (hasUser('dovenull') ? 'dovenull' : 'nobody') : username;
  // Dovecot never opens mail as uid 0: as root, the maildirs belong to an unprivileged user.
  const mailOwner = uid === 0 ? idsOf(hasUser('dovecot') ? 'dovecot' : 'nobody') : { uid, gid };
  fs.mkdirSync(path.join(dir, 'mail'));
  fs.chownSync(path.join(dir, 'mail'), mailOwner.uid, mailOwner.gid);
  const group = (
    fs
      .readFileSync('/etc/group', 'utf8')
      .split('\n')
      .find((l) => l.split(':')[2] === String(gid)) ?? 'root'
  ).split(':')[0];
  fs.writeFileSync(path.join(dir, 'passwd'), `${accounts.map((a) => `${a.account}:{PLAIN}${a.password}::::::`).join('\n')}\n`);
  const conf = `
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
first_valid_uid = 0
first_valid_gid = 0
default_internal_user = ${username}
default_internal_group = ${group}
default_login_user = ${loginUser}
mail_location = maildir:${dir}/mail/%u
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/passwd
}
userdb {
  driver = static
  args = uid=${mailOwner.uid} gid=${mailOwner.gid} home=${dir}/mail/%u
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
service stats {
  unix_listener stats-reader {
    mode = 0666
  }
  unix_listener stats-writer {
    mode = 0666
  }
}
`;
  fs.writeFileSync(path.join(dir, 'dovecot.conf'), conf);
  const child: ChildProcess = spawn('/usr/sbin/dovecot', ['-F', '-c', path.join(dir, 'dovecot.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d) => {
    stderr += String(d);
  });
  try {
    await waitForPort(port, 15_000, 'Dovecot');
  } catch (err) {
    child.kill('SIGKILL');
    const log = fs.existsSync(path.join(dir, 'dovecot.log')) ? fs.readFileSync(path.join(dir, 'dovecot.log'), 'utf8') : '';
    throw new Error(`${(err as Error).message}\n${stderr}\n${log}`);
  }
  return {
    port,
    async append(account, password, raw) {
      const client = new ImapFlow({ host: '127.0.0.1', port, secure: false, auth: { user: account, pass: password }, logger: false });
      await client.connect();
      await client.append('INBOX', typeof raw === 'string' ? Buffer.from(raw) : raw);
      await client.logout();
    },
    async stop() {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => {
          child.kill('SIGKILL');
          resolve();
        }, 3000);
      });
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
