import { createHash } from "node:crypto";
import { Codes, type UploadedFile } from "@qinlian/contract";
import type { AuthedCtx } from "../../kit/context";
import { BizError } from "../../kit/errors";
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
