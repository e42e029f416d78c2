/**
 * Serving uploaded files back at `/files/<key>`.
 *
 * Public files (listing pictures, logos, adverts, rich-text images) are public content: anyone may
 * read them, cached for a year (`public, immutable`: a key never changes its bytes).
 *
 * Private files (keys under `private/`: licences, identity and proof documents, uploaded with the
 * private upload calls) are served only to
 * - their owner: the member who uploaded them, or anyone acting for the identity (business owner)
 *   they were uploaded for, and
 * - operators who review such documents: holders of a review function (`admin.audit.*`) or of the
 *   member query (`admin.ops.members`),
 * recognised by the ticket the request carries (the HttpOnly cookie goes with the browser's own
 * same-origin `<img>` requests, so the screens that show them need nothing special). Anyone else
 * gets the same 404 as for a file that does not exist, so a private file's existence is not
 * revealed, and no cache keeps a copy (`private, no-store`).
 */
import { Codes } from "@qinlian/contract";
import { and, eq, or } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config";
import type { MemberCtx } from "../../kit/context";
import type { Db } from "../../kit/db";
import { readTicket } from "../../kit/pipeline";
import type { Services } from "../../kit/services";
import { fileObject } from "./schema";
import { PRIVATE_PREFIX } from "./service";

/** File extension (as stored, from the sniffed type) → Content-Type. */
const mimeByExt: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  mp4: "video/mp4",
  webm: "video/webm",
  mov: "video/quicktime",
  pdf: "application/pdf",
  txt: "text/plain; charset=utf-8",
  csv: "text/csv; charset=utf-8",
  svg: "image/svg+xml", // only generated demo pictures: uploads never store SVG (kit/files/sniff.ts)
};

/** Whether a member may read every private file: an operator who reviews documents. */
export function readsPrivateFiles(member: MemberCtx): boolean {
  for (const f of member.funcs) if (f.startsWith("admin.audit.") || f === "admin.ops.members") return true;
  return false;
}

interface ServeDeps {
  config: Config;
  db: Db;
  services: Services;
}

async function mayRead(req: FastifyRequest, key: string, deps: ServeDeps): Promise<boolean> {
  const ticket = readTicket(req, deps.config.APP_CODE);
  const member = ticket ? await deps.services.resolveMember(deps.db, ticket, new Date()) : null;
  if (!member) return false;
  if (readsPrivateFiles(member)) return true;
  const [own] = await deps.db
    .select({ id: fileObject.id })
    .from(fileObject)
    .where(and(eq(fileObject.storageKey, key), or(eq(fileObject.ownerMemberId, member.memberId), eq(fileObject.ownerBoId, member.boId))))
    .limit(1);
  return !!own;
}

const missing = (reply: FastifyReply) => reply.code(404).send({ code: Codes.NOT_FOUND, msg: "文件不存在", data: null });

/** Registers `GET /files/*` on the app. */
export function registerFileServing(app: FastifyInstance, deps: ServeDeps): void {
  app.get("/files/*", async (req, reply) => {
    const key = (req.params as { "*": string })["*"];
    const isPrivate = key.startsWith(PRIVATE_PREFIX);
    if (isPrivate) {
      reply.header("cache-control", "private, no-store");
      if (!(await mayRead(req, key, deps))) return missing(reply);
    }
    const f = await deps.services.files.open(key);
    if (!f) return missing(reply);
    const ext = key.split(".").pop() ?? "";
    const mime = mimeByExt[ext] ?? "application/octet-stream";
    const inline = /^(image|video)\/|^application\/pdf|^text\//.test(mime);
    return reply
      .type(mime)
      .header("content-length", f.size)
      .header("cache-control", isPrivate ? "private, no-store" : "public, max-age=31536000, immutable")
      .header("content-disposition", inline ? "inline" : "attachment")
      .send(f.stream);
  });
}
