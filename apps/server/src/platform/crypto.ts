import { createCipheriv, createDecipheriv, createHash, randomBytes, scryptSync } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// argon2id (algorithm 2) with the OWASP-recommended memory cost (19 MiB, 2 passes).
const argonOptions = { algorithm: 2 as const, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, argonOptions);
}

/** Checks a password against its argon2id hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password with the same argon2 settings, made once per process. Sign-in
 * verifies against it for an account that does not exist, so that an unknown account costs
 * the same time as a wrong password and timing does not tell which accounts exist.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  return dummyHash;
}

/** A new opaque session token (256 random bits, URL-safe). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a token: only its SHA-256 is kept, so a database leak yields no sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A random password for a new user or a reset (D24): 12 characters, letters and digits. */
export function randomPassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(12);
  let out = '';
  for (const b of bytes) out += alphabet[b % alphabet.length];
  // Guarantee the letter-and-digit rule of PASSWORD_RULE.
  return `${out.slice(0, 10)}${alphabet[bytes[0]! % 24]}${(bytes[1]! % 8) + 2}`;
}

/** Encrypts and decrypts stored credentials (mailbox and seat passwords) with AES-256-GCM. */
export class SecretBox {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = scryptSync(secret, 'certdesk-secret-box', 32);
  }

  /** Ciphertext as base64 of iv | tag | data. */
  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64');
  }

  /** Plain text of a sealed value; throws when it was tampered with or sealed with another key. */
  open(sealed: string): string {
    const raw = Buffer.from(sealed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }
}
