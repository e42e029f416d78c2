import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";

/**
 * A new opaque record id: 9 base-36 characters of milliseconds (sortable until the year 5188)
 * followed by 11 random base-36 characters (~56 bits). 20 characters, lowercase, URL-safe.
 */
export function newId(now = Date.now()): string {
  const time = now.toString(36).padStart(9, "0");
  const bytes = randomBytes(11);
  let rand = "";
  for (const b of bytes) rand += ALPHABET[b % 36];
  return time + rand;
}

/** A random secret (e.g. a ticket) of `bytes` bytes, base64url. */
export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}
