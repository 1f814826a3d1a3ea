import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.js';
import type { Database } from '../db/client.js';
import { NodeMembership } from './membership.js';
import { assertSafeBeside, nodeTraits, type Peer } from './single-node-parts.js';

const log = pino({ level: 'silent' });
const peer = (over: Partial<Peer> = {}): Peer => ({ id: 'p1', host: 'other', pid: 1, singleNodeParts: [], filesDir: '', ...over });

describe('what may run beside another node', () => {
  it('refuses the simulated exchange on either side, naming the SIP settings', () => {
    expect(() => assertSafeBeside(nodeTraits({ telephony: 'sim', filesDir: null }), [peer()])).toThrow(/TELEPHONY=sip, SIP_WS_URL/);
    expect(() =>
      assertSafeBeside(nodeTraits({ telephony: 'sip', filesDir: null }), [peer({ singleNodeParts: ['the simulated telephone exchange'] })]),
    ).toThrow(/works on one node only/);
    expect(() => assertSafeBeside(nodeTraits({ telephony: 'sim', filesDir: null }), [])).not.toThrow();
  });

  it('accepts files on S3 or a shared directory, and refuses directories it cannot see', async () => {
    const shared = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-files-'));
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-files-'));
    expect(() => assertSafeBeside(nodeTraits({ telephony: 'sip', filesDir: null }), [peer()])).not.toThrow();
    const other = nodeTraits({ telephony: 'sip', filesDir: shared });
    await other.markFilesDir?.('p1');
    expect(() => assertSafeBeside(nodeTraits({ telephony: 'sip', filesDir: shared }), [peer({ filesDir: shared })])).not.toThrow();
    expect(() =>
      assertSafeBeside(nodeTraits({ telephony: 'sip', filesDir: elsewhere }), [peer({ filesDir: '/srv/node-b/files' })]),
    ).toThrow(/FILES_DIR on a volume every node mounts/);
    expect(() => assertSafeBeside(nodeTraits({ telephony: 'sip', filesDir: elsewhere }), [peer()])).toThrow(/S3_\*/);
  });
});

describe('membership on the database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database.close());

  it('sees its peers, elects the longest-running node, and refuses a simulated exchange beside them', async () => {
    const a = new NodeMembership(database.db, nodeTraits({ telephony: 'sip', filesDir: null }), log);
    const b = new NodeMembership(database.db, nodeTraits({ telephony: 'sip', filesDir: null }), log);
    await a.join();
    await new Promise((r) => setTimeout(r, 20));
    await b.join();
    expect((await a.peers()).map((p) => p.id)).toEqual([b.id]);
    expect([await a.leads(), await b.leads()]).toEqual([true, false]);

    const sim = new NodeMembership(database.db, nodeTraits({ telephony: 'sim', filesDir: null }), log);
    await expect(sim.join()).rejects.toThrow(/simulated telephone exchange/);
    expect((await b.peers()).map((p) => p.id)).toEqual([a.id]);

    await a.leave();
    expect(await b.leads()).toBe(true);
    await b.leave();
    // Alone, the simulated exchange may run.
    await sim.join();
    expect(await sim.leads()).toBe(true);
    await sim.leave();
  });
});
