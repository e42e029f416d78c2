import { createHash } from "node:crypto";
import { Codes, type UploadedFile } from "@qinlian/contract";
import { and, eq, inArray, or } from "drizzle-orm";
import type { AuthedCtx } from "../../kit/context";
import { BizError, invalid } from "../../kit/errors";
import { sniff, type UploadKind } from "../../kit/files/sniff";
import { newId } from "../../kit/ids";
import type { Upload } from "../../kit/implement";
import { fileObject } from "./schema";

const accepted: Record<UploadKind, string> = {
  image: "JPEG、PNG、GIF、WebP 图片",
  video: "MP4、WebM、MOV 视频",
  file: "PDF、Office 文档、图片、CSV/TXT",
};

/** Keeps the name readable but harmless: no path, no control characters, at most 120 characters. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "file";
  return base.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 120) || "file";
}

/** Stores an upload after checking its real type (from its bytes) and records who uploaded it. */
export async function storeUpload(ctx: AuthedCtx, kind: UploadKind, up: Upload): Promise<UploadedFile> {
  const found = await sniff(kind, up.data, up.filename);
  if (!found) throw new BizError(Codes.FILE_TYPE, `文件类型不支持，仅支持${accepted[kind]}`);
  const id = newId();
  const day = ctx.now.toISOString().slice(0, 10).replace(/-/g, "");
  const storageKey = `${kind}/${day}/${id}.${found.ext}`;
  await ctx.services.files.put(storageKey, up.data);
  const name = cleanName(up.filename);
  await ctx.db.insert(fileObject).values({
    id,
    ownerMemberId: ctx.member.memberId,
    ownerBoId: ctx.member.boId,
    kind,
    originalName: name,
    mime: found.mime,
    size: up.data.length,
    sha256: createHash("sha256").update(up.data).digest("hex"),
    storageKey,
  });
  return { fileId: id, url: ctx.services.files.url(storageKey), name, size: up.data.length, mime: found.mime };
}

/** A URL given for a field, e.g. `{ field: "images.0", url }`; null or undefined is "none" and passes. */
export interface FileRef {
  field: string;
  url: string | null | undefined;
}

/**
 * Each URL must name a file our store holds, uploaded through the upload calls: an address elsewhere
 * (hot-linking: tracking, images that vanish) or a made-up path is refused with a message naming the
 * field. `mine` also requires that the caller uploaded it, or their business owner did (an
 * enterprise's staff share its files); used for personal things such as the avatar. Listing images are
 * public content, so a shop may use a file another member uploaded (it could re-upload it anyway).
 */
export async function assertStoredFiles(ctx: AuthedCtx, refs: readonly FileRef[], opts: { kind?: UploadKind; mine?: boolean } = {}): Promise<void> {
  const kind = opts.kind ?? "image";
  const base = ctx.services.files.url("");
  const wanted = refs.filter((r): r is FileRef & { url: string } => !!r.url);
  const keyOf = (url: string) => (url.startsWith(base) ? url.slice(base.length) : null);
  const keys = [...new Set(wanted.map((r) => keyOf(r.url)).filter((k): k is string => !!k))];
  const held = keys.length
    ? await ctx.db
        .select({ key: fileObject.storageKey })
        .from(fileObject)
        .where(
          and(
            inArray(fileObject.storageKey, keys),
            eq(fileObject.kind, kind),
            opts.mine ? or(eq(fileObject.ownerBoId, ctx.member.boId), eq(fileObject.ownerMemberId, ctx.member.memberId)) : undefined,
          ),
        )
    : [];
  const found = new Set(held.map((o) => o.key));
  const bad = wanted.find((r) => !found.has(keyOf(r.url) ?? ""));
  if (!bad) return;
  const what = kind === "image" ? "图片" : kind === "video" ? "视频" : "文件";
  throw invalid(bad.field, opts.mine ? `${what}须为您上传得到的地址` : `${what}须为通过上传得到的平台地址`);
}

/** Refs for a list of URLs under one field: `images.0`, `images.1`, … */
export const fileRefs = (field: string, urls: readonly (string | null | undefined)[]): FileRef[] => urls.map((url, i) => ({ field: `${field}.${i}`, url }));
