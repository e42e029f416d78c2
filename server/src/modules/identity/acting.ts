import { and, eq, inArray, or } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { conflict } from "../../kit/errors";
import { stateHistory } from "../../kit/history/schema";
import { member } from "./schema";

/**
 * Whether people may act as these enterprises (log in as them, switch to them): once an operator has
 * approved the enterprise. One that has never been approved (waiting, rejected, never submitted) is
 * followed by its applicant as a person (registration status page) until it is; one that was approved
 * and is back in review after an edit of its verified details stays open to its staff.
 */
export async function openToStaff(db: Db, boIds: readonly string[]): Promise<Set<string>> {
  if (!boIds.length) return new Set();
  const rows = await db.select({ id: member.id, verifyState: member.verifyState }).from(member).where(inArray(member.id, [...boIds]));
  const open = new Set(rows.filter((r) => r.verifyState === "APPROVED").map((r) => r.id));
  const rest = rows.filter((r) => !open.has(r.id)).map((r) => r.id);
  if (rest.length) {
    const approvedBefore = await db
      .selectDistinct({ id: stateHistory.entityId })
      .from(stateHistory)
      .where(and(eq(stateHistory.entityKind, "ENTERPRISE"), inArray(stateHistory.entityId, rest), or(eq(stateHistory.toState, "APPROVED"), eq(stateHistory.fromState, "APPROVED"))));
    for (const r of approvedBefore) open.add(r.id);
  }
  return open;
}

/** Refuses acting as an enterprise that has never been approved (see `openToStaff`). */
export async function assertOpenToStaff(db: Db, boId: string): Promise<void> {
  if ((await openToStaff(db, [boId])).has(boId)) return;
  const [m] = await db.select({ verifyState: member.verifyState }).from(member).where(eq(member.id, boId));
  throw conflict(
    m?.verifyState === "PENDING"
      ? "该企业认证审核中，审核通过后才能切换为企业身份"
      : "该企业尚未通过认证，请修改企业资料重新提交，审核通过后才能切换为企业身份",
  );
}
