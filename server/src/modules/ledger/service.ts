/**
 * The ledger: the platform's bank, in double entry. It never loses or invents a fen.
 *
 * ## Chart of accounts (table ledger_account, one row per owner + kind (+ channel))
 *
 * | owner            | kind      | holds                                                         | may go < 0 |
 * | ---------------- | --------- | ------------------------------------------------------------- | ---------- |
 * | member (boId)    | AVAILABLE | the member's spendable wallet balance                         | no         |
 * | member (boId)    | FROZEN    | the member's money held for a pending withdrawal, a deposit … | no         |
 * | PLATFORM         | ESCROW    | buyers' payments held until the order settles or is refunded  | no         |
 * | PLATFORM         | FEES      | the platform's fee income (commission, withdrawal fees)       | no         |
 * | PLATFORM         | CLEARING  | one per payment channel (`channel` = its code: SANDBOX, LDYS …): money on its way between a channel and us | yes |
 *
 * A member identity is the boId a call acts for (the person, or the enterprise they work for).
 * Accounts are created on first use (`accountOf`, race-safe).
 *
 * ## Sign convention
 *
 * Every line is a signed amount in integer fen on one account: positive = money into the account
 * (its balance grows), negative = money out. An entry's lines sum to exactly zero: every fen that
 * leaves one account arrives in another. So the sum of all lines ever posted is zero, and a channel's
 * CLEARING account is the mirror of what the channel holds for us: a recharge moves money from
 * CLEARING (which goes negative: the bank owes us that money until it settles) into the member's
 * AVAILABLE; a withdrawal paid out moves it back from FROZEN to CLEARING.
 *
 * ## Invariants (proved by `reconcile`, `npm run -s ledger:check`)
 *
 * 1. each entry's lines sum to 0, and every entry has lines; hence all lines together sum to 0;
 * 2. each account's cached `balance` equals the sum of its lines;
 * 3. no account but CLEARING is ever below zero — also under concurrent debits: `post` moves each
 *    balance with one guarded update (`SET balance = balance + d WHERE id = ? AND balance + d >= 0`),
 *    which PostgreSQL re-checks against the latest committed row, and the table's CHECK is the
 *    last word;
 * 4. one idempotency key posts at most once (unique index): a retried call or a repeated channel
 *    notification returns the entry already posted; the same key with different lines is a CONFLICT.
 *
 * `post` runs in the caller's transaction, so the money moves if and only if the business change that
 * causes it commits, and a refused post (余额不足, unbalanced …) leaves nothing behind even when the
 * caller catches the error and carries on (it takes back its own writes before it throws; no
 * savepoint). Accounts are updated in one order (members' first, then the platform's, by owner, kind,
 * channel), so two posts never deadlock each other. A payment by balance is 4 statements: the entry,
 * two guarded balance updates, the lines.
 *
 * ## How the money modules post (keys are `<KIND>:<business id>`, stable across retries)
 *
 * - recharge confirmed by channel C:   CLEARING(C) −a, member AVAILABLE +a            (RECHARGE)
 * - pay an order by balance:           buyer AVAILABLE −a, ESCROW +a                  (PAYMENT)
 * - pay an order through channel C:    CLEARING(C) −a, ESCROW +a                      (PAYMENT)
 * - settle the order to the seller:    ESCROW −a, seller AVAILABLE +(a−fee), FEES +fee (SETTLE)
 * - refund (before settling):          ESCROW −a, buyer AVAILABLE +a                  (REFUND)
 *   of an order paid through channel C, when C notifies it: ESCROW −a, CLEARING(C) +a (REFUND, `REFUND:<payId>:<refundId>`; cashier/pay-refund.ts)
 * - a late payment by channel C (its order no longer takes it; cashier/late-payment.ts):
 *                                      CLEARING(C) −a, ESCROW +a                      (PAYMENT, `LATE_PAYMENT:…`)
 *   and its refund through C notified: ESCROW −a, CLEARING(C) +a                      (REFUND, `LATE_REFUND:…`)
 * - withdrawal requested:              AVAILABLE −a, FROZEN +a                        (FREEZE, `freeze`)
 * - withdrawal paid by channel C:      FROZEN −a, CLEARING(C) +(a−fee), FEES +fee     (WITHDRAW)
 * - withdrawal refused / returned:     FROZEN −a, AVAILABLE +a                        (UNFREEZE, `unfreeze`)
 * - deposit held / released:           `freeze` / `unfreeze` with the deposit's bizType and bizId.
 */
import { Codes, type ActorKind } from "@qinlian/contract";
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { inTx, type Ctx } from "../../kit/context";
import type { Db } from "../../kit/db";
import { BizError, conflict, invalid } from "../../kit/errors";
import { newId } from "../../kit/ids";
import { statement, type Slot } from "../../kit/statement";
import { accountKinds, journalEntry, journalLine, ledgerAccount, PLATFORM_OWNER, type AccountKind } from "./schema";

export { PLATFORM_OWNER, accountKinds, type AccountKind };

/** What moved the money (journal_entry.kind). A new kind of movement is added here. */
export const entryKinds = ["RECHARGE", "PAYMENT", "SETTLE", "REFUND", "FREEZE", "UNFREEZE", "WITHDRAW", "TRANSFER", "FEE", "ADJUSTMENT"] as const;
export type EntryKind = (typeof entryKinds)[number];

/** Account kinds a member owns; the others belong to the platform. */
export const memberKinds = ["AVAILABLE", "FROZEN"] as const satisfies readonly AccountKind[];
export type MemberAccountKind = (typeof memberKinds)[number];

/** An account named by what it is; `post` and the movers accept it wherever they take an account id. */
export interface AccountRef {
  readonly owner: string;
  readonly kind: AccountKind;
  /** The payment channel's code, for CLEARING only. */
  readonly channel?: string;
}

export const memberAccount = (boId: string, kind: MemberAccountKind): AccountRef => ({ owner: boId, kind });
export const escrowAccount = (): AccountRef => ({ owner: PLATFORM_OWNER, kind: "ESCROW" });
export const feesAccount = (): AccountRef => ({ owner: PLATFORM_OWNER, kind: "FEES" });
export const clearingAccount = (channel: string): AccountRef => ({ owner: PLATFORM_OWNER, kind: "CLEARING", channel });

export interface Account {
  readonly id: string;
  readonly owner: string;
  readonly kind: AccountKind;
  /** "" unless CLEARING. */
  readonly channel: string;
  /** Cached balance in fen. */
  readonly balance: number;
}

export interface PostLine {
  /** An account id (from `accountOf`) or the account's reference (created on first use). */
  readonly account: string | AccountRef;
  /** Signed fen: positive into the account, negative out of it. Non-zero integer. */
  readonly amount: number;
}

export interface PostInput {
  /** Idempotency key: the same key posts once (e.g. `RECHARGE:<payment id>`). */
  readonly key: string;
  readonly kind: EntryKind;
  /** The business record that causes the movement. */
  readonly bizType: string;
  readonly bizId: string;
  readonly memo?: string | null;
  /** Taken by an operator (the ctx's member acting in the console); recorded as OPERATOR. */
  readonly byOperator?: boolean;
  readonly lines: readonly PostLine[];
}

export interface EntryLine {
  readonly accountId: string;
  readonly amount: number;
  /** The account's balance right after this line. */
  readonly balanceAfter: number;
}

export interface Entry {
  readonly id: string;
  readonly key: string;
  readonly kind: string;
  readonly bizType: string;
  readonly bizId: string;
  readonly memo: string | null;
  readonly actorKind: ActorKind;
  readonly actorId: string | null;
  readonly createdAt: Date;
  readonly lines: readonly EntryLine[];
  /** True when the key had been posted before and this call changed nothing. */
  readonly duplicate: boolean;
}

/** The data of the 余额不足 BizError (code CONFLICT), so callers can tell it from other conflicts. */
export interface InsufficientData {
  readonly reason: "INSUFFICIENT_BALANCE";
  readonly accountId: string;
  readonly accountKind: AccountKind;
}

const kindLabel: Record<AccountKind, string> = {
  AVAILABLE: "可用",
  FROZEN: "冻结",
  ESCROW: "平台担保账户",
  FEES: "平台手续费账户",
  CLEARING: "渠道清算账户",
};

/** True for the BizError `post` throws when a debit would take an account below zero. */
export function isInsufficient(e: unknown): e is BizError & { data: InsufficientData } {
  return e instanceof BizError && e.code === Codes.CONFLICT && (e.data as Partial<InsufficientData> | null)?.reason === "INSUFFICIENT_BALANCE";
}

const insufficient = (accountId: string, kind: AccountKind) =>
  new BizError(Codes.CONFLICT, `${kindLabel[kind]}余额不足`, { reason: "INSUFFICIENT_BALANCE", accountId, accountKind: kind } satisfies InsufficientData);

const CHANNEL = /^[A-Z][A-Z0-9_]{1,31}$/;
const isPlatformKind = (k: AccountKind) => k === "ESCROW" || k === "FEES" || k === "CLEARING";
/** Only a channel's clearing account may go below zero (the channel owes us the money). */
export const mayGoNegative = (k: AccountKind) => k === "CLEARING";

function checkRef(owner: string, kind: AccountKind, channel: string | undefined, field: string): string {
  if (!(accountKinds as readonly string[]).includes(kind)) throw invalid(field, `未知的账户类型 ${String(kind)}`);
  if (typeof owner !== "string" || owner.length === 0 || owner.length > 64) throw invalid(field, "账户所有人无效");
  if ((owner === PLATFORM_OWNER) !== isPlatformKind(kind)) throw invalid(field, `${kind} 账户${isPlatformKind(kind) ? "只属于平台" : "只属于会员"}`);
  if (kind === "CLEARING") {
    if (channel === undefined || !CHANNEL.test(channel)) throw invalid(field, "清算账户须指明支付渠道代码");
    return channel;
  }
  if (channel !== undefined && channel !== "") throw invalid(field, `${kind} 账户不分支付渠道`);
  return "";
}

const accountView = (r: typeof ledgerAccount.$inferSelect): Account => ({ id: r.id, owner: r.owner, kind: r.kind, channel: r.channel, balance: r.balance });

/**
 * The account `owner` + `kind` (+ `channel` for CLEARING), created on first use. Race-safe: two
 * callers creating it at once both get the one row (insert … on conflict do nothing, then select).
 */
export async function accountOf(ctx: Pick<Ctx, "db">, owner: string, kind: AccountKind, channel?: string): Promise<Account> {
  const ch = checkRef(owner, kind, channel, "account");
  const where = and(eq(ledgerAccount.owner, owner), eq(ledgerAccount.kind, kind), eq(ledgerAccount.channel, ch));
  const [found] = await ctx.db.select().from(ledgerAccount).where(where);
  if (found) return accountView(found);
  await ctx.db.insert(ledgerAccount).values({ owner, kind, channel: ch }).onConflictDoNothing();
  const [row] = await ctx.db.select().from(ledgerAccount).where(where);
  if (!row) throw new Error(`ledger account ${owner}/${kind}/${ch} vanished after insert`);
  return accountView(row);
}

/** Opens (if not yet open) a member identity's AVAILABLE and FROZEN accounts. */
export async function openAccounts(ctx: Ctx, boId: string): Promise<{ available: Account; frozen: Account }> {
  const available = await accountOf(ctx, boId, "AVAILABLE");
  const frozen = await accountOf(ctx, boId, "FROZEN");
  return { available, frozen };
}

/** A member identity's balances in fen (0 while it has no accounts). */
export async function balances(ctx: Ctx, boId: string): Promise<{ available: number; frozen: number }> {
  const rows = await ctx.db
    .select({ kind: ledgerAccount.kind, balance: ledgerAccount.balance })
    .from(ledgerAccount)
    .where(and(eq(ledgerAccount.owner, boId), inArray(ledgerAccount.kind, [...memberKinds])));
  const of = (k: AccountKind) => Number(rows.find((r) => r.kind === k)?.balance ?? 0);
  return { available: of("AVAILABLE"), frozen: of("FROZEN") };
}

/**
 * A member identity's balances right after `entry` (which ran in this transaction): an account the
 * entry moved from its line (exact: the post holds that row until commit), the others as they stand
 * (0 while missing). One select, whatever the entry touched — for the cash-flow row of a movement.
 */
/** A member's accounts (every cash-flow row reads them), built once (kit/statement.ts). */
const memberBalances = statement("ledger.memberBalances", (db, p: Slot<{ boId: string }>) =>
  db
    .select({ id: ledgerAccount.id, kind: ledgerAccount.kind, balance: ledgerAccount.balance })
    .from(ledgerAccount)
    .where(and(eq(ledgerAccount.owner, p("boId")), sql`${ledgerAccount.kind} in (${sql.raw(memberKinds.map((k) => `'${k}'`).join(", "))})`)),
);

export async function balancesAfter(ctx: Ctx, entry: Pick<Entry, "lines">, boId: string): Promise<{ available: number; frozen: number }> {
  const rows = await memberBalances(ctx.db, { boId });
  const of = (k: AccountKind) => {
    const row = rows.find((r) => r.kind === k);
    if (!row) return 0;
    return entry.lines.find((l) => l.accountId === row.id)?.balanceAfter ?? Number(row.balance);
  };
  return { available: of("AVAILABLE"), frozen: of("FROZEN") };
}

function actorOf(ctx: Ctx, byOperator: boolean): { actorKind: ActorKind; actorId: string | null } {
  if (!ctx.member) return { actorKind: "SYSTEM", actorId: null };
  return { actorKind: byOperator ? "OPERATOR" : "MEMBER", actorId: ctx.member.memberId };
}

function validate(p: PostInput): void {
  if (typeof p.key !== "string" || p.key.trim() === "" || p.key.length > 200) throw invalid("key", "幂等键须为 1-200 个字符");
  if (!(entryKinds as readonly string[]).includes(p.kind)) throw invalid("kind", `未知的记账类型 ${String(p.kind)}`);
  if (typeof p.bizType !== "string" || p.bizType === "" || p.bizType.length > 64) throw invalid("bizType", "业务类型须为 1-64 个字符");
  if (typeof p.bizId !== "string" || p.bizId === "" || p.bizId.length > 200) throw invalid("bizId", "业务编号须为 1-200 个字符");
  if (p.memo != null && (typeof p.memo !== "string" || p.memo.length > 500)) throw invalid("memo", "备注最多 500 个字符");
  if (p.lines.length === 0) throw invalid("lines", "分录没有任何行");
  let sum = 0n;
  p.lines.forEach((l, i) => {
    if (!Number.isSafeInteger(l.amount) || l.amount === 0) throw invalid(`lines[${i}].amount`, "金额须为非零整数（分）");
    sum += BigInt(l.amount);
  });
  if (sum !== 0n) throw invalid("lines", `借贷不平衡：各行合计 ${sum} 分，应为 0`);
}

/** A line by its account's reference (owner, kind, channel), with its amount. */
interface RefLine {
  readonly owner: string;
  readonly kind: AccountKind;
  readonly channel: string;
  readonly amount: number;
}

const refKey = (r: { readonly owner: string; readonly kind: string; readonly channel: string }) => `${r.owner}\u0000${r.kind}\u0000${r.channel}`;
const byRef = (r: Omit<RefLine, "amount">) => and(eq(ledgerAccount.owner, r.owner), eq(ledgerAccount.kind, r.kind), eq(ledgerAccount.channel, r.channel));
const compare = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);

/**
 * The one order in which every post moves balances, so two posts never deadlock each other: members'
 * accounts first, then the platform's (ESCROW, FEES, CLEARING are in nearly every entry: locked last,
 * they are held for the shortest time), each group by owner, kind and channel.
 */
function lockOrder(a: RefLine, b: RefLine): number {
  const platform = (l: RefLine) => (l.owner === PLATFORM_OWNER ? 1 : 0);
  return platform(a) - platform(b) || compare(a.owner, b.owner) || compare(a.kind, b.kind) || compare(a.channel, b.channel);
}

/** The lines by account reference; accounts given by id are read in one select (none when no line gives one). */
async function refLines(db: Db, lines: readonly PostLine[]): Promise<RefLine[]> {
  const ids = [...new Set(lines.flatMap((l) => (typeof l.account === "string" ? [l.account] : [])))];
  const byId = new Map<string, Account>();
  if (ids.length > 0) for (const r of await db.select().from(ledgerAccount).where(inArray(ledgerAccount.id, ids))) byId.set(r.id, accountView(r));
  const seen = new Set<string>();
  return lines.map((l, i) => {
    let ref: Omit<RefLine, "amount">;
    if (typeof l.account === "string") {
      const account = byId.get(l.account);
      if (!account) throw invalid(`lines[${i}].account`, "账户不存在");
      ref = account;
    } else {
      const { owner, kind, channel } = l.account;
      ref = { owner, kind, channel: checkRef(owner, kind, channel, `lines[${i}].account`) };
    }
    if (seen.has(refKey(ref))) throw invalid(`lines[${i}].account`, "同一账户在一笔分录中只能出现一次");
    seen.add(refKey(ref));
    return { owner: ref.owner, kind: ref.kind, channel: ref.channel, amount: l.amount };
  });
}

/** The ids of the lines' accounts that exist, by `refKey`. */
async function idsOf(db: Db, lines: readonly RefLine[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: ledgerAccount.id, owner: ledgerAccount.owner, kind: ledgerAccount.kind, channel: ledgerAccount.channel })
    .from(ledgerAccount)
    .where(or(...lines.map(byRef)));
  return new Map(rows.map((r) => [refKey(r), r.id]));
}

/**
 * Moves one account's balance by the line's amount: one guarded update (`balance + d >= 0` for a debit
 * of an account that may not go below zero, re-checked by PostgreSQL against the latest committed row).
 * An account a credit (or a CLEARING debit) needs is created on first use; a missing account holds 0,
 * so a guarded debit of it is refused like any other. null: refused.
 */
type MoveValues = { owner: string; kind: string; channel: string; amount: number; now: string };

/** A balance update, built once (kit/statement.ts): guarded (the balance may not go below zero) or not. */
const moveBalance = (guarded: boolean) =>
  statement(guarded ? "ledger.moveGuarded" : "ledger.move", (db, p: Slot<MoveValues>) =>
    db
      .update(ledgerAccount)
      .set({ balance: sql`${ledgerAccount.balance} + ${p("amount")}::bigint`, updatedAt: sql`${p("now")}::timestamptz` })
      .where(
        and(
          eq(ledgerAccount.owner, p("owner")),
          eq(ledgerAccount.kind, p("kind")),
          eq(ledgerAccount.channel, p("channel")),
          guarded ? sql`${ledgerAccount.balance} + ${p("amount")}::bigint >= 0` : undefined,
        ),
      )
      .returning({ id: ledgerAccount.id, balance: ledgerAccount.balance }),
  );
const moveGuarded = moveBalance(true);
const moveFree = moveBalance(false);

async function move(db: Db, l: RefLine): Promise<{ id: string; balance: number; created: boolean } | null> {
  const guarded = l.amount < 0 && !mayGoNegative(l.kind);
  const update = () => (guarded ? moveGuarded : moveFree)(db, { owner: l.owner, kind: l.kind, channel: l.channel, amount: l.amount, now: new Date().toISOString() });
  const [row] = await update();
  if (row) return { id: row.id, balance: Number(row.balance), created: false };
  if (guarded) return null;
  const made = await db.insert(ledgerAccount).values({ owner: l.owner, kind: l.kind, channel: l.channel }).onConflictDoNothing().returning({ id: ledgerAccount.id });
  const [again] = await update();
  if (!again) throw new Error(`ledger account ${l.owner}/${l.kind}/${l.channel} vanished after insert`);
  return { id: again.id, balance: Number(again.balance), created: made.length > 0 };
}

/**
 * Takes back what a refused post did in the caller's transaction (the balances it moved, the accounts
 * it created, its entry), so a caller that catches the refusal and carries on commits none of it. The
 * rows are this transaction's own until commit (the updated ones locked, the inserted ones unseen).
 */
async function undo(db: Db, entryId: string, moved: readonly { accountId: string; amount: number }[], created: readonly string[]): Promise<void> {
  for (const m of moved) await db.update(ledgerAccount).set({ balance: sql`${ledgerAccount.balance} - ${m.amount}::bigint` }).where(eq(ledgerAccount.id, m.accountId));
  if (created.length > 0) await db.delete(ledgerAccount).where(inArray(ledgerAccount.id, [...created]));
  await db.delete(journalEntry).where(eq(journalEntry.id, entryId));
}

const sameLines = (a: readonly { accountId: string; amount: number }[], b: readonly { accountId: string; amount: number }[]) => {
  const key = (l: { accountId: string; amount: number }) => `${l.accountId}:${l.amount}`;
  const sa = a.map(key).sort();
  const sb = b.map(key).sort();
  return sa.length === sb.length && sa.every((k, i) => k === sb[i]);
};

async function linesOf(db: Db, entryId: string): Promise<EntryLine[]> {
  const rows = await db
    .select({ accountId: journalLine.accountId, amount: journalLine.amount, balanceAfter: journalLine.balanceAfter })
    .from(journalLine)
    .where(eq(journalLine.entryId, entryId))
    .orderBy(asc(journalLine.accountId));
  return rows.map((r) => ({ accountId: r.accountId, amount: Number(r.amount), balanceAfter: Number(r.balanceAfter) }));
}

const entryView = (e: typeof journalEntry.$inferSelect, lines: readonly EntryLine[], duplicate: boolean): Entry => ({
  id: e.id,
  key: e.idempotencyKey,
  kind: e.kind,
  bizType: e.bizType,
  bizId: e.bizId,
  memo: e.memo,
  actorKind: e.actorKind,
  actorId: e.actorId,
  createdAt: e.createdAt,
  lines,
  duplicate,
});

/**
 * Posts one balanced entry, in the caller's transaction. Refuses (VALIDATION) no lines, a zero,
 * fractional or unsafe amount, lines not summing to zero, an unknown account or one account twice;
 * refuses (CONFLICT, 余额不足, see `isInsufficient`) a debit that would take an account other than
 * CLEARING below zero. The same key again with the same lines (and kind and business reference)
 * returns the first entry (`duplicate: true`) and changes nothing; with anything else, CONFLICT.
 * A refused post leaves nothing behind.
 */
export async function post(ctx: Ctx, p: PostInput): Promise<Entry> {
  validate(p);
  return inTx(ctx, (tx) => postIn(tx, p));
}

/**
 * `post` in a transaction: the entry (its key taken or found), then one guarded update per account in
 * `lockOrder`, then the lines in one insert — no savepoint: a refusal takes back what it did (`undo`)
 * before it throws, so it leaves nothing behind even in a caller's transaction that carries on.
 */
/** An entry's row (nothing when its key was posted before), built once (kit/statement.ts). */
const insertEntry = statement("ledger.insertEntry", (db, p: Slot<Omit<typeof journalEntry.$inferInsert, "seq" | "createdAt"> & { id: string }>) =>
  db
    .insert(journalEntry)
    .values({ id: p("id"), idempotencyKey: p("idempotencyKey"), kind: p("kind"), bizType: p("bizType"), bizId: p("bizId"), memo: p("memo"), actorKind: p("actorKind"), actorId: p("actorId") })
    .onConflictDoNothing({ target: journalEntry.idempotencyKey })
    .returning(),
);

async function postIn(ctx: Ctx, p: PostInput): Promise<Entry> {
  const db = ctx.db;
  const lines = await refLines(db, p.lines);
  const [created] = await insertEntry(db, { id: newId(), idempotencyKey: p.key, kind: p.kind, bizType: p.bizType, bizId: p.bizId, memo: p.memo ?? null, ...actorOf(ctx, p.byOperator === true) });
  if (!created) return postedBefore(db, p, lines);
  const written: (EntryLine & { entryId: string })[] = [];
  const madeAccounts: string[] = [];
  for (const l of [...lines].sort(lockOrder)) {
    const moved = await move(db, l);
    if (!moved) {
      await undo(db, created.id, written, madeAccounts);
      throw insufficient((await idsOf(db, [l])).get(refKey(l)) ?? "", l.kind);
    }
    if (moved.created) madeAccounts.push(moved.id);
    written.push({ entryId: created.id, accountId: moved.id, amount: l.amount, balanceAfter: moved.balance });
  }
  await db.insert(journalLine).values(written);
  return entryView(
    created,
    written.map(({ accountId, amount, balanceAfter }) => ({ accountId, amount, balanceAfter })),
    false,
  );
}

/** The entry already posted under the key: the same again (kind, business reference, lines) is a duplicate, anything else a CONFLICT. */
async function postedBefore(db: Db, p: PostInput, lines: readonly RefLine[]): Promise<Entry> {
  const [prev] = await db.select().from(journalEntry).where(eq(journalEntry.idempotencyKey, p.key));
  if (!prev) throw new Error(`journal entry ${p.key} conflicted but is not there`);
  const prevLines = await linesOf(db, prev.id);
  const ids = await idsOf(db, lines);
  const wanted = lines.map((l) => ({ accountId: ids.get(refKey(l)) ?? "", amount: l.amount }));
  if (prev.kind !== p.kind || prev.bizType !== p.bizType || prev.bizId !== p.bizId || !sameLines(prevLines, wanted)) {
    throw conflict(`幂等键 ${p.key} 已用于另一笔记账`, { key: p.key, entryId: prev.id });
  }
  return entryView(prev, prevLines, true);
}

/** The entry posted under `key`, if any. */
export async function entryByKey(ctx: Ctx, key: string): Promise<Entry | null> {
  const [e] = await ctx.db.select().from(journalEntry).where(eq(journalEntry.idempotencyKey, key));
  return e ? entryView(e, await linesOf(ctx.db, e.id), false) : null;
}

export interface MoveInput {
  readonly amount: number;
  readonly key: string;
  readonly bizType: string;
  readonly bizId: string;
}

function positive(amount: number): number {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw invalid("amount", "金额须为正整数（分）");
  return amount;
}

/** Moves `amount` from a member's AVAILABLE to their FROZEN (a withdrawal pending, a deposit held …). */
export async function freeze(ctx: Ctx, m: MoveInput & { boId: string; reason: string }): Promise<Entry> {
  const a = positive(m.amount);
  return post(ctx, {
    key: m.key,
    kind: "FREEZE",
    bizType: m.bizType,
    bizId: m.bizId,
    memo: m.reason,
    lines: [
      { account: memberAccount(m.boId, "AVAILABLE"), amount: -a },
      { account: memberAccount(m.boId, "FROZEN"), amount: a },
    ],
  });
}

/** Moves `amount` back from a member's FROZEN to their AVAILABLE (a withdrawal refused, a deposit released …). */
export async function unfreeze(ctx: Ctx, m: MoveInput & { boId: string; reason: string }): Promise<Entry> {
  const a = positive(m.amount);
  return post(ctx, {
    key: m.key,
    kind: "UNFREEZE",
    bizType: m.bizType,
    bizId: m.bizId,
    memo: m.reason,
    lines: [
      { account: memberAccount(m.boId, "FROZEN"), amount: -a },
      { account: memberAccount(m.boId, "AVAILABLE"), amount: a },
    ],
  });
}

/** Moves `amount` from one account to another as one entry of `kind` (TRANSFER unless said). */
export async function transfer(
  ctx: Ctx,
  m: MoveInput & { from: string | AccountRef; to: string | AccountRef; kind?: EntryKind; memo?: string | null; byOperator?: boolean },
): Promise<Entry> {
  const a = positive(m.amount);
  return post(ctx, {
    key: m.key,
    kind: m.kind ?? "TRANSFER",
    bizType: m.bizType,
    bizId: m.bizId,
    memo: m.memo,
    byOperator: m.byOperator,
    lines: [
      { account: m.from, amount: -a },
      { account: m.to, amount: a },
    ],
  });
}
