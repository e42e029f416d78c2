import { and, eq } from "drizzle-orm";
import { inTx, type Ctx } from "../../kit/context";
import { notFound } from "../../kit/errors";
import { stateHistoryOf, transition } from "../../kit/transition";
import { memberNames } from "./names";
import { enterpriseInfo, member } from "./schema";
import { verifyMachine, type VerifyEvent, type VerifyState } from "./verify-machine";

/** An enterprise's id and verification state, as `setVerifyState` needs them; not found for anything else. */
export async function verifyRow(ctx: Ctx, boId: string): Promise<{ id: string; verifyState: VerifyState }> {
  const [row] = await ctx.db
    .select({ id: member.id, verifyState: member.verifyState })
    .from(member)
    .where(and(eq(member.id, boId), eq(member.type, "ENTERPRISE")));
  if (!row) throw notFound("企业");
  return row;
}

/**
 * The one way an enterprise's verification changes (identity's verifyMachine through the kit's
 * transition: guarded update, state history, "enterprise.verifyChanged"). A decision stamps the
 * review time, the operator and the reason on the enterprise's details; a submission its time.
 * `patch` sets member columns in the same update (registration renames the enterprise).
 */
export function setVerifyState(
  ctx: Ctx,
  row: { id: string; verifyState: VerifyState },
  event: VerifyEvent,
  opts: { reason?: string; patch?: { name?: string; mobile?: string } } = {},
): Promise<VerifyState> {
  return inTx(ctx, async (tx) => {
    const moved = await transition(tx, verifyMachine, row, event, { patch: opts.patch, reason: opts.reason });
    const decided = event === "approve" || event === "reject";
    await tx.db
      .update(enterpriseInfo)
      .set(
        decided
          ? { reviewedAt: tx.now, reviewedBy: tx.member?.memberId ?? null, rejectReason: event === "reject" ? (opts.reason ?? null) : null }
          : { submittedAt: tx.now, rejectReason: null },
      )
      .where(eq(enterpriseInfo.memberId, row.id));
    return moved.verifyState;
  });
}

/** An enterprise's verification history, oldest first (the console's review drawer). */
export const verifyHistory = (ctx: Ctx, boId: string) => stateHistoryOf(ctx, verifyMachine, boId, { names: memberNames });
