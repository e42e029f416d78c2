import { createHash } from "node:crypto";
import { Codes, type UploadedFile } from "@qinlian/contract";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { AuthedCtx, Ctx } from "../../kit/context";
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

/**
 * Characters removed from file names: control characters (C0, DEL, C1), bidirectional controls (they
 * make "\u202Egnp.exe" show as "exe.png": U+061C, U+200E/U+200F, U+202A–U+202E, U+2066–U+2069),
 * zero-width spaces and joiners, line/paragraph separators and the byte-order mark.
 */
const HIDDEN_IN_NAMES = /[\p{Cc}\p{Bidi_Control}\u200B-\u200D\u2028\u2029\uFEFF]/gu;

/** Keeps the name readable but harmless: no path, no hidden or control characters, at most 120 characters. */
export function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "file";
  // counted in code points, so a cut never leaves half a surrogate pair
  return Array.from(base.replace(HIDDEN_IN_NAMES, "").trim()).slice(0, 120).join("") || "file";
}

/**
 * Private uploads (licences, identity and proof documents) are stored under this key prefix and
 * served only to their owner and to operators (see serve.ts); everything else is public content.
 */
export const PRIVATE_PREFIX = "private/";

/**
 * Stores an upload after checking its real type (from its bytes) and records who uploaded it.
 * `private` files go under PRIVATE_PREFIX.
 */
export async function storeUpload(ctx: AuthedCtx, kind: UploadKind, up: Upload, opts: { private?: boolean } = {}): Promise<UploadedFile> {
  const found = await sniff(kind, up.data, up.filename);
  if (!found) throw new BizError(Codes.FILE_TYPE, `文件类型不支持，仅支持${accepted[kind]}`);
  const id = newId();
  const day = ctx.now.toISOString().slice(0, 10).replace(/-/g, "");
  const storageKey = `${opts.private ? PRIVATE_PREFIX : ""}${kind}/${day}/${id}.${found.ext}`;
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
export async function assertStoredFiles(ctx: Ctx, refs: readonly FileRef[], opts: { kind?: UploadKind; mine?: boolean } = {}): Promise<void> {
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
            opts.mine ? (ctx.member ? or(eq(fileObject.ownerBoId, ctx.member.boId), eq(fileObject.ownerMemberId, ctx.member.memberId)) : sql`false`) : undefined,
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

/**
 * Uploaded files among `ids` that the owner uploaded: `memberId` (the person) or `boId` (the identity
 * they acted as), optionally of one kind. Unknown ids and other people's files are simply missing
 * from the answer (the caller words the refusal).
 */
export async function ownedFiles(ctx: Ctx, ids: readonly string[], owner: { memberId: string } | { boId: string }, kind?: UploadKind) {
  if (!ids.length) return [];
  return ctx.db
    .select({ id: fileObject.id, storageKey: fileObject.storageKey, name: fileObject.originalName })
    .from(fileObject)
    .where(
      and(
        inArray(fileObject.id, [...new Set(ids)]),
        "memberId" in owner ? eq(fileObject.ownerMemberId, owner.memberId) : eq(fileObject.ownerBoId, owner.boId),
        kind ? eq(fileObject.kind, kind) : undefined,
      ),
    );
}
