import { createHash, timingSafeEqual } from "node:crypto";
import { Codes } from "@qinlian/contract";
import { BizError } from "./errors";

export interface SignatureInput {
  appCode: string | undefined;
  timestamp: string | undefined;
  sign: string | undefined;
  body: string;
}

/**
 * Checks AppCode / AppTimestamp / AppSign (spec §7). The public key ships with the web client,
 * so this guards integrity and replay (the timestamp window), not identity: the ticket is identity.
 */
export function verifySignature(
  req: SignatureInput,
  expected: { appCode: string; publicKey: string; windowSeconds: number; nowMs: number },
): void {
  if (!req.appCode || !req.sign) {
    throw new BizError(Codes.SIGNATURE_INVALID, "缺少签名：请求头 AppCode、AppSign 必填");
  }
  if (req.appCode !== expected.appCode) {
    throw new BizError(Codes.SIGNATURE_INVALID, "AppCode 不正确");
  }
  const ts = Number(req.timestamp);
  if (!req.timestamp || !/^\d{10,13}$/.test(req.timestamp) || !Number.isFinite(ts)) {
    throw new BizError(Codes.TIMESTAMP_INVALID, "AppTimestamp 缺失或格式不正确（应为毫秒时间戳）");
  }
  const ms = req.timestamp.length <= 10 ? ts * 1000 : ts;
  if (Math.abs(expected.nowMs - ms) > expected.windowSeconds * 1000) {
    throw new BizError(
      Codes.TIMESTAMP_INVALID,
      `AppTimestamp 与服务器时间相差超过 ${Math.round(expected.windowSeconds / 60)} 分钟，请校准本机时间`,
    );
  }
  const want = createHash("sha1")
    .update(expected.appCode + expected.publicKey + req.timestamp + req.body)
    .digest("hex");
  const got = req.sign.toLowerCase();
  if (got.length !== want.length || !timingSafeEqual(Buffer.from(got), Buffer.from(want))) {
    throw new BizError(Codes.SIGNATURE_INVALID, "AppSign 与请求内容不符");
  }
}
