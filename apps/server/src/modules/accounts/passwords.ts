import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes: OWASP's minimum), computed off the event
// loop. At most as many hashes as the machine has cores run at once (libuv's pool has 4 threads):
// more only makes them fight each other and the event loop for the same cores (issue 8's bench:
// health p99 during a login storm).

const HASH_SLOTS = availableParallelism();
let running = 0;
const waiting: (() => void)[] = [];

async function inHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, or is given back.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

const hash = (password: string) => inHashSlot(() => argon2Hash(password));
const verify = (storedHash: string, password: string) => inHashSlot(() => argon2Verify(storedHash, password));

export const hashPassword = (password: string): Promise<string> => hash(password);

/** A real hash of nothing anyone types: unknown emails are checked against it, so they take as long. */
let dummyHash: Promise<string> | undefined;

/** Whether `password` matches `storedHash`; with no stored hash, spends the same time and says no. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hash('not a password anyone has: timing only');
    await verify(await dummyHash, password);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    // A malformed stored hash (a row written by hand) is a failed login, not a 500.
    return false;
  }
}

const COMMON_COUNT = 1000;
let common: Set<string> | undefined;

/**
 * The 1,000 most common passwords, from zxcvbn's frequency-ranked list (loaded on first use: it is
 * 30,000 words). Compared case-insensitively: 'Password1' is no better than 'password1'.
 */
export function isCommonPassword(password: string): boolean {
  if (!common) {
    const lists = createRequire(import.meta.url)('zxcvbn/lib/frequency_lists.js') as { passwords: string[] };
    common = new Set(lists.passwords.slice(0, COMMON_COUNT));
  }
  return common.has(password.toLowerCase());
}
