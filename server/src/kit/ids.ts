import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";
const RAND_LEN = 11;

let lastTime = "";
let lastRand = "";

/** `rand` + 1 in base 36 (the random part is 11 digits: it does not run out within one millisecond). */
function next(rand: string): string {
  const digits = [...rand].map((c) => ALPHABET.indexOf(c));
  for (let i = digits.length - 1; i >= 0; i--) {
    if (digits[i] < 35) {
      digits[i]++;
      break;
    }
    digits[i] = 0;
  }
  return digits.map((d) => ALPHABET[d]).join("");
}

/**
 * A new opaque record id: 9 base-36 characters of milliseconds (sortable until the year 5188)
 * followed by 11 base-36 characters (~56 bits), random for the first id of a millisecond and one
 * more for each further id of that millisecond in this process (as ULID's monotonic mode): ids made
 * one after another sort in the order they were made, so rows written in one request (same `now`)
 * list in the order they were written when sorted by (time, id). 20 characters, lowercase, URL-safe.
 */
export function newId(now = Date.now()): string {
  const time = now.toString(36).padStart(9, "0");
  if (time === lastTime) {
    lastRand = next(lastRand);
  } else {
    let rand = "";
    // the first digit stays below "z" so a millisecond's increments cannot wrap around
    for (const [i, b] of randomBytes(RAND_LEN).entries()) rand += ALPHABET[i === 0 ? b % 35 : b % 36];
    lastTime = time;
    lastRand = rand;
  }
  return time + lastRand;
}

/** A random secret (e.g. a ticket) of `bytes` bytes, base64url. */
export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}
