import { fileTypeFromBuffer } from "file-type";

export type UploadKind = "image" | "file" | "video";

/** What each upload kind accepts, by the type sniffed from the bytes (never the client's claim). */
const allowed: Record<UploadKind, ReadonlySet<string>> = {
  image: new Set(["image/jpeg", "image/png", "image/gif", "image/webp"]),
  video: new Set(["video/mp4", "video/webm", "video/quicktime"]),
  file: new Set([
    "image/jpeg",
    "image/png",
    "image/gif",
    "image/webp",
    "application/pdf",
    "application/zip",
    "application/x-cfb", // legacy .doc/.xls
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    "text/plain",
    "text/csv",
  ]),
};

export interface Sniffed {
  mime: string;
  ext: string;
}

/** True when the bytes decode as UTF-8 text without control characters other than tab/CR/LF. */
function isPlainText(buf: Buffer): boolean {
  const sample = buf.subarray(0, 64 * 1024);
  try {
    const s = new TextDecoder("utf-8", { fatal: true }).decode(sample);
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return false;
    }
    return true;
  } catch {
    return false;
  }
}

/** The file's real type, or null when it is not one this kind accepts. */
export async function sniff(kind: UploadKind, buf: Buffer, filename: string): Promise<Sniffed | null> {
  const ft = await fileTypeFromBuffer(buf);
  let found: Sniffed | null = ft ? { mime: ft.mime, ext: ft.ext } : null;
  if (!found && kind === "file" && buf.length > 0 && isPlainText(buf)) {
    const csv = /\.csv$/i.test(filename);
    found = { mime: csv ? "text/csv" : "text/plain", ext: csv ? "csv" : "txt" };
  }
  if (!found || !allowed[kind].has(found.mime)) return null;
  return found;
}
