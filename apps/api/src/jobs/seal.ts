import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** What a sealed payload looks like in `pgboss.job.data`. */
export interface Sealed {
  sealed: string;
}

export function isSealed(data: unknown): data is Sealed {
  return typeof (data as Partial<Sealed> | null)?.sealed === 'string';
}

/**
 * Encrypts job payloads that carry secrets (a mail holds a one-time sign-in or reset link):
 * pg-boss keeps job rows for days, and the tokens are stored hashed everywhere else, so a
 * read of the database (a backup, a replica, an admin's query) must not yield working links.
 * AES-256-GCM under a key derived from JWT_SECRET, which every process of a deployment shares.
 */
export class PayloadSeal {
  readonly #key: Buffer;

  constructor(secret: string) {
    this.#key = createHash('sha256').update(`kreolab:job-seal:v1:${secret}`).digest();
  }

  seal(payload: unknown): Sealed {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
    return { sealed: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64') };
  }

  /** Throws on a payload sealed under another secret or altered in the database. */
  open<T>(data: unknown): T {
    const sealed = (data as Partial<Sealed> | null)?.sealed;
    if (typeof sealed !== 'string') throw new Error('The job payload is not sealed');
    const raw = Buffer.from(sealed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.#key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
    return JSON.parse(text.toString('utf8')) as T;
  }
}
