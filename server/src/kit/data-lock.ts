import { closeSync, constants, ftruncateSync, mkdirSync, openSync, readFileSync, writeSync } from "node:fs";
import { createRequire } from "node:module";
import { hostname } from "node:os";
import { join, resolve } from "node:path";

/**
 * One process per embedded data directory. Two servers on one PGlite directory each see only their
 * own writes and lose acknowledged ones, so the server takes an exclusive lock on DATA_DIR/qinlian.lock
 * before it opens the database and holds it for its whole life.
 *
 * The lock is the operating system's (open file description locks on Linux, flock on macOS,
 * LockFileEx on Windows, through `fs-native-extensions`' prebuilt addon): the kernel drops it when
 * the holder's process ends in any way, kill -9 included, so there is no stale lock to detect and no
 * PID to mistake for a reused one. The file also names its holder (PID, host, start time) for the
 * message a second process prints; the file itself is never deleted (deleting a lock file lets two
 * processes lock two different files of the same name).
 */
export const DATA_LOCK_FILE = "qinlian.lock";

export interface LockHolder {
  pid: number;
  host: string;
  startedAt: string;
}

export interface DataDirLock {
  readonly file: string;
  /** Unlocks (idempotent). Exiting the process releases it too. */
  release(): void;
}

export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | null,
  ) {
    const who = holder
      ? `PID ${holder.pid} on host ${holder.host}, started ${holder.startedAt}`
      : "a process that has not written its PID yet";
    super(
      `DATA_DIR ${dataDir} is in use by another Qinlian server (${who}). ` +
        "Two servers on one embedded database would each see only their own writes and lose data. " +
        "Stop the other server first, give this one its own DATA_DIR, or set DATABASE_URL (PostgreSQL) to run several.",
    );
    this.name = "DataDirBusyError";
  }
}

interface NativeLocks {
  tryLock(fd: number): boolean;
  unlock(fd: number): void;
}

function nativeLocks(): NativeLocks {
  // Loaded only when an embedded database is used; a CommonJS addon without type declarations.
  return createRequire(import.meta.url)("fs-native-extensions") as NativeLocks;
}

function readHolder(file: string): LockHolder | null {
  try {
    const h = JSON.parse(readFileSync(file, "utf8")) as Partial<LockHolder>;
    return typeof h.pid === "number" ? { pid: h.pid, host: String(h.host), startedAt: String(h.startedAt) } : null;
  } catch {
    return null; // empty (being written, or released) or unreadable
  }
}

const busyCodes = new Set(["EAGAIN", "EACCES", "EWOULDBLOCK"]);

/** Takes the lock on `dataDir` or throws DataDirBusyError naming the process that holds it. */
export async function lockDataDir(dataDir: string, now = new Date()): Promise<DataDirLock> {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, DATA_LOCK_FILE);
  const locks = nativeLocks();
  // Read-write, created if missing, never truncated before the lock is ours.
  const fd = openSync(file, constants.O_RDWR | constants.O_CREAT, 0o644);
  let granted: boolean;
  try {
    granted = locks.tryLock(fd);
  } catch (e) {
    if (!busyCodes.has((e as NodeJS.ErrnoException).code ?? "")) {
      closeSync(fd);
      throw e;
    }
    granted = false;
  }
  if (!granted) {
    closeSync(fd);
    // The holder writes its name just after locking: give it a moment if we came in between.
    let holder = readHolder(file);
    for (let i = 0; i < 10 && !holder; i++) {
      await new Promise((r) => setTimeout(r, 50));
      holder = readHolder(file);
    }
    throw new DataDirBusyError(dir, holder);
  }
  const me: LockHolder = { pid: process.pid, host: hostname(), startedAt: now.toISOString() };
  ftruncateSync(fd, 0);
  writeSync(fd, `${JSON.stringify(me)}\n`, 0);
  let held = true;
  return {
    file,
    release() {
      if (!held) return;
      held = false;
      ftruncateSync(fd, 0);
      locks.unlock(fd);
      closeSync(fd);
    },
  };
}
