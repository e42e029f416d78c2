import { createReadStream } from "node:fs";
import { mkdir, rename, stat, writeFile } from "node:fs/promises";
import { dirname, join, normalize, sep } from "node:path";
import type { Readable } from "node:stream";

/** Where uploaded bytes live. Local disk now; an object store (e.g. Qiniu, S3) later, same interface. */
export interface FileStore {
  put(key: string, data: Buffer): Promise<void>;
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** The URL the file is served back at. */
  url(key: string): string;
}

const KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/;

/** Files under `<DATA_DIR>/files`, served by the app at `/files/<key>`. */
export class LocalFileStore implements FileStore {
  constructor(
    private readonly root: string,
    private readonly publicBase = "",
  ) {}

  private path(key: string): string {
    if (!KEY.test(key) || key.includes("..")) throw new Error(`bad file key ${key}`);
    const p = normalize(join(this.root, key));
    if (!p.startsWith(normalize(this.root) + sep)) throw new Error(`bad file key ${key}`);
    return p;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const p = this.path(key);
    await mkdir(dirname(p), { recursive: true });
    const tmp = `${p}.${process.pid}.tmp`;
    await writeFile(tmp, data);
    await rename(tmp, p);
  }

  async open(key: string): Promise<{ stream: Readable; size: number } | null> {
    let p: string;
    try {
      p = this.path(key);
    } catch {
      return null;
    }
    try {
      const s = await stat(p);
      if (!s.isFile()) return null;
      return { stream: createReadStream(p), size: s.size };
    } catch {
      return null;
    }
  }

  url(key: string): string {
    return `${this.publicBase}/files/${key}`;
  }
}
