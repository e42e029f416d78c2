import type { CreditApplyState, CreditKind, Parsed, PageInput, credit } from "@qinlian/contract";
import { and, asc, desc, eq, or, type SQL } from "drizzle-orm";
import { inTx, type AuthedCtx, type Ctx } from "../../kit/context";
import { conflict, invalid, notFound } from "../../kit/errors";
import { pageTable } from "../../kit/paging";
import { contains } from "../../kit/sql";
import { recordHistory, stateHistoryOf, transition } from "../../kit/transition";
import { ownedFiles } from "../file";
import { isUniqueViolation, memberNames } from "../identity";
import { creditApplyMachine, type CreditApplyEvent } from "./machine";
import { creditApply, creditProduct, type StoredAttachment } from "./schema";
import { applyView, yuanText, type ApplyRow } from "./views";

type ApplyInput = Parsed<typeof credit.apply>;
export type ApplyQuery = PageInput & { state?: CreditApplyState; kind?: CreditKind; keyword?: string };

const NOUN = "申请";
const whoLabel = { PERSON: "个人", ENTERPRISE: "企业" } as const;

/** Attachments must be files uploaded for the applying identity. */
async function attachmentsOf(ctx: AuthedCtx, ids: readonly string[]): Promise<StoredAttachment[]> {
  const unique = [...new Set(ids)];
  const rows = await ownedFiles(ctx, unique, { boId: ctx.member.boId });
  if (rows.length !== unique.length) throw invalid("attachments", "附件不存在或不是以当前身份上传的");
  return unique.map((id) => {
    const r = rows.find((x) => x.id === id)!;
    return { fileId: r.id, url: ctx.services.files.url(r.storageKey), name: r.name };
  });
}

/**
 * The acting identity applies for a listed product. Rules: the product is ON; the identity's kind
 * (person / enterprise) is one the product accepts; amount and term lie in the product's ranges; the
 * attachments are the identity's own uploads; one application per identity and product waits for a
 * decision at a time (a unique index keeps it so under concurrent submissions).
 */
export async function apply(ctx: AuthedCtx, input: ApplyInput) {
  const [p] = await ctx.db.select().from(creditProduct).where(eq(creditProduct.id, input.productId));
  if (!p || p.state !== "ON") throw invalid("productId", "产品不存在或已下架");
  const who = ctx.member.boType;
  if (!p.applicantTypes.includes(who)) {
    throw conflict(`该产品仅面向${p.applicantTypes.map((t) => whoLabel[t]).join("、")}申请，请切换身份后再申请`);
  }
  const unit = p.kind === "LOAN" ? "申请金额" : "保额";
  if (input.amount < p.minAmount || input.amount > p.maxAmount) {
    throw invalid("amount", `${unit}应在 ${yuanText(p.minAmount)} 至 ${yuanText(p.maxAmount)} 元之间`);
  }
  if (input.termMonths < p.minTermMonths || input.termMonths > p.maxTermMonths) {
    throw invalid("termMonths", `期限应在 ${p.minTermMonths} 至 ${p.maxTermMonths} 个月之间`);
  }
  const attachments = await attachmentsOf(ctx, input.attachments);
  const applicantName = (await memberNames(ctx, [ctx.member.boId])).get(ctx.member.boId) ?? "";
  try {
    return await inTx(ctx, async (tx) => {
      const [row] = await tx.db
        .insert(creditApply)
        .values({
          productId: p.id,
          productName: p.name,
          kind: p.kind,
          institution: p.institution,
          boId: ctx.member.boId,
          applicantType: who,
          applicantName,
          memberId: ctx.member.memberId,
          amount: input.amount,
          termMonths: input.termMonths,
          purpose: input.purpose,
          contactName: input.contactName,
          contactMobile: input.contactMobile,
          attachments,
          state: "SUBMITTED",
          submittedAt: tx.now,
        })
        .returning({ id: creditApply.id, state: creditApply.state });
      await recordHistory(tx, creditApplyMachine, { id: row.id, from: null, to: "SUBMITTED", event: "submit" });
      return row;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict("您已申请过该产品，正在审核中，请勿重复提交");
    throw e;
  }
}

function filters(q: ApplyQuery): SQL | undefined {
  return and(
    q.state ? eq(creditApply.state, q.state) : undefined,
    q.kind ? eq(creditApply.kind, q.kind) : undefined,
    q.keyword
      ? or(
          contains(creditApply.productName, q.keyword),
          contains(creditApply.institution, q.keyword),
          contains(creditApply.applicantName, q.keyword),
          contains(creditApply.contactName, q.keyword),
          contains(creditApply.contactMobile, q.keyword),
        )
      : undefined,
  );
}

/** The acting identity's applications, newest first. */
export function myApplies(ctx: AuthedCtx, q: ApplyQuery) {
  return pageTable(ctx, q, creditApply, and(eq(creditApply.boId, ctx.member.boId), filters({ ...q, keyword: undefined })), [desc(creditApply.submittedAt), desc(creditApply.id)], applyView);
}

/** The console's queue: waiting ones oldest first (first come, first served), others newest first. */
export function adminApplies(ctx: AuthedCtx, q: ApplyQuery) {
  const order = q.state === "SUBMITTED" ? [asc(creditApply.submittedAt), asc(creditApply.id)] : [desc(creditApply.submittedAt), desc(creditApply.id)];
  return pageTable(ctx, q, creditApply, filters(q), order, applyView);
}

async function applyRow(ctx: Ctx, id: string, boId?: string): Promise<ApplyRow> {
  const [row] = await ctx.db
    .select()
    .from(creditApply)
    .where(and(eq(creditApply.id, id), boId ? eq(creditApply.boId, boId) : undefined));
  if (!row) throw notFound(NOUN);
  return row;
}

const historyOf = (ctx: Ctx, id: string) => stateHistoryOf(ctx, creditApplyMachine, id, { names: memberNames });

async function detailOf(ctx: Ctx, row: ApplyRow) {
  return { ...applyView(row), history: await historyOf(ctx, row.id) };
}

/** One of the acting identity's applications with its history; another identity's is not found. */
export async function myApply(ctx: AuthedCtx, id: string) {
  return detailOf(ctx, await applyRow(ctx, id, ctx.member.boId));
}

export async function adminApply(ctx: AuthedCtx, id: string) {
  return detailOf(ctx, await applyRow(ctx, id));
}

/** The applicant withdraws a waiting application (SUBMITTED → CANCELLED). */
export async function cancelApply(ctx: AuthedCtx, id: string) {
  const row = await applyRow(ctx, id, ctx.member.boId);
  const moved = await transition(ctx, creditApplyMachine, row, "withdraw");
  return { id, state: moved.state };
}

/** The calendar day in China (UTC+8) of an instant: what an institution's report means by "today". */
const chinaDay = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

export type Decision =
  | { event: "approve"; note?: string }
  | { event: "reject"; reason: string }
  | { event: "disburse"; amount: number; date: string; note?: string }
  | { event: "settle"; date: string; note?: string };

/**
 * An operator's move: the decision (approve / reject, stamped with the time and the operator), or
 * the facts the institution reported for a loan (disbursed amount and day; the day it was settled).
 */
export async function decide(ctx: AuthedCtx, id: string, d: Decision) {
  return inTx(ctx, async (tx) => {
    const row = await applyRow(tx, id);
    const ev: CreditApplyEvent = d.event;
    if ((d.event === "disburse" || d.event === "settle") && row.kind !== "LOAN") {
      throw conflict("保险申请没有放款与结清，审核通过即告完成");
    }
    let patch: Partial<typeof creditApply.$inferInsert> = {};
    let reason: string | undefined;
    switch (d.event) {
      case "approve":
        patch = { decidedAt: tx.now, decidedBy: tx.member.memberId, reviewNote: d.note ?? null };
        reason = d.note;
        break;
      case "reject":
        patch = { decidedAt: tx.now, decidedBy: tx.member.memberId, rejectReason: d.reason };
        reason = d.reason;
        break;
      case "disburse":
        // the institution lends at most what was applied for (and approved: approval takes the amount as applied)
        if (d.amount > row.amount) throw invalid("amount", `放款金额不能超过申请金额 ${yuanText(row.amount)} 元`);
        if (row.decidedAt && d.date < chinaDay(row.decidedAt)) throw invalid("date", "放款日期不能早于审核通过的日期");
        if (d.date > chinaDay(tx.now)) throw invalid("date", "放款日期不能晚于今天");
        patch = { disbursedAmount: d.amount, disbursedOn: d.date };
        reason = d.note ?? `机构报告放款 ${yuanText(d.amount)} 元（${d.date}）`;
        break;
      case "settle":
        if (row.disbursedOn && d.date < row.disbursedOn) throw invalid("date", "结清日期不能早于放款日期");
        if (d.date > chinaDay(tx.now)) throw invalid("date", "结清日期不能晚于今天");
        patch = { closedOn: d.date };
        reason = d.note ?? `机构报告已结清（${d.date}）`;
        break;
    }
    const moved = await transition(tx, creditApplyMachine, row, ev, { patch, reason });
    return { id, state: moved.state };
  });
}
