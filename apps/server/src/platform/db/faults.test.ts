import { describe, expect, it } from 'vitest';
import { configurationProblem, isDatabaseUnavailable, redactUrl } from './faults.js';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });
/** Drizzle wraps the driver's error as the cause of its own. */
const wrapped = (cause: unknown) => new Error('Failed query: select 1', { cause });

describe('isDatabaseUnavailable', () => {
  it('recognises a restart, a refused or dropped connection, a server starting up, however wrapped', () => {
    const away = [
      pgError('57P01', 'terminating connection due to administrator command'),
      pgError('57P03', 'the database system is starting up'),
      pgError('08006'),
      pgError('ECONNREFUSED'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new AggregateError([pgError('ECONNREFUSED'), pgError('ECONNREFUSED')]),
    ];
    for (const err of away) {
      expect(isDatabaseUnavailable(err), err.message).toBe(true);
      expect(isDatabaseUnavailable(wrapped(err)), `wrapped ${err.message}`).toBe(true);
    }
  });

  it('leaves the errors of a wrong query or wrong data alone', () => {
    for (const err of [pgError('23505', 'duplicate key'), pgError('42P01', 'relation does not exist'), new Error('boom'), null, 'text']) {
      expect(isDatabaseUnavailable(err)).toBe(false);
      expect(isDatabaseUnavailable(wrapped(err))).toBe(false);
    }
  });
});

describe('configurationProblem', () => {
  const url = 'postgres://app:s3cret@db.example:5432/certdesk';
  it('names the mistake without the password', () => {
    expect(configurationProblem(pgError('28P01'), url)).toBe(
      'DATABASE_URL (postgres://app:***@db.example:5432/certdesk): password authentication failed; check the user name and password',
    );
    expect(configurationProblem(pgError('ENOTFOUND'), url)).toContain('host name cannot be resolved');
    expect(configurationProblem(pgError('3D000', 'database "certdesk" does not exist'), url)).toContain('does not exist');
    expect(redactUrl(url)).not.toContain('s3cret');
  });
  it('is undefined for a server that is only away (start-up waits for it)', () => {
    expect(configurationProblem(pgError('ECONNREFUSED'), url)).toBeUndefined();
    expect(configurationProblem(pgError('57P03'), url)).toBeUndefined();
  });
});
