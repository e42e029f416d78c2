/** The benches' people: a seller and buyers as persons, the buyers funded and holding a ticket each. */
import { eq } from "drizzle-orm";
import { createPerson } from "../server/src/demo/members";
import type { Ctx } from "../server/src/kit/context";
import type { Db } from "../server/src/kit/db";
import { issueTicket } from "../server/src/modules/identity";
import { memberLogin } from "../server/src/modules/identity/schema";
import { post } from "../server/src/modules/ledger";

/** Persons (role BUYER) with these ids; login `id` with - as _, password Bench@2026. */
export async function createBenchPeople(db: Db, ids: readonly string[]): Promise<void> {
  for (const [i, id] of ids.entries()) {
    await createPerson(db, { id, loginName: id.replace(/-/g, "_"), mobile: `1370000${String(i).padStart(4, "0")}`, password: "Bench@2026", name: id, roles: ["BUYER"] });
  }
}

/**
 * Gives each buyer ¥10 000 000 of balance (a balanced entry from the SANDBOX channel's clearing) and a
 * ticket issued directly (the login call's per-address limit would refuse many logins in a minute).
 */
export async function fundAndTicket(db: Db, ctx: Ctx, buyers: readonly string[]): Promise<string[]> {
  const tickets: string[] = [];
  for (const b of buyers) {
    await post(ctx, {
      key: `RECHARGE:bench-${b}`,
      kind: "RECHARGE",
      bizType: "BENCH",
      bizId: b,
      lines: [
        { account: { owner: "PLATFORM", kind: "CLEARING", channel: "SANDBOX" }, amount: -1_000_000_000 },
        { account: { owner: b, kind: "AVAILABLE" }, amount: 1_000_000_000 },
      ],
    });
    const [login] = await db.select({ id: memberLogin.id }).from(memberLogin).where(eq(memberLogin.memberId, b));
    tickets.push((await issueTicket(db, { loginId: login?.id ?? b, memberId: b, boId: b, employeeId: null, ip: null, userAgent: "bench" }, { idleHours: 2, maxDays: 1 })).ticket);
  }
  return tickets;
}
