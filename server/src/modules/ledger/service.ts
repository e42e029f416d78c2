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
 * `post` runs in the caller's transaction (and in a savepoint of it), so the money moves if and only
 * if the business change that causes it commits, and a refused post (余额不足, unbalanced …) leaves
 * nothing behind even when the caller catches the error and carries on. Accounts are updated in id
 * order, so two posts never deadlock each other.
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
import { and, asc, eq, gte, inArray, sql } from "drizzle-orm";
import { inTx, type Ctx } from "../../kit/context";
import type { Db } from "../../kit/db";
import { BizError, conflict, invalid } from "../../kit/errors";
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

function actorOf(ctx: Ctx, byOperator: boolean): { actorKind: ActorKind; actorId: string | null } {
  if (!ctx.member) return { actorKind: "SYSTEM", actorId: null };
  return { actorKind: byOperator ? "OPERATOR" : "MEMBER", actorId: ctx.member.memberId };
}

/** Runs `fn` atomically: in a savepoint of the caller's transaction, or in a new transaction. */
function atomically<T>(ctx: Ctx, fn: (db: Db) => Promise<T>): Promise<T> {
  if (ctx.inTransaction) return ctx.db.transaction((sp) => fn(sp));
  return inTx(ctx, (tx) => fn(tx.db));
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

async function resolveLines(db: Db, lines: readonly PostLine[]): Promise<{ account: Account; amount: number }[]> {
  const ids = lines.flatMap((l) => (typeof l.account === "string" ? [l.account] : []));
  const byId = new Map<string, Account>();
  if (ids.length > 0) for (const r of await db.select().from(ledgerAccount).where(inArray(ledgerAccount.id, ids))) byId.set(r.id, accountView(r));
  const out: { account: Account; amount: number }[] = [];
  for (const [i, l] of lines.entries()) {
    let account: Account | undefined;
    if (typeof l.account === "string") {
      account = byId.get(l.account);
      if (!account) throw invalid(`lines[${i}].account`, "账户不存在");
    } else {
      const ref = l.account;
      checkRef(ref.owner, ref.kind, ref.channel, `lines[${i}].account`);
      account = await accountOf({ db }, ref.owner, ref.kind, ref.channel);
    }
    if (out.some((o) => o.account.id === account.id)) throw invalid(`lines[${i}].account`, "同一账户在一笔分录中只能出现一次");
    out.push({ account, amount: l.amount });
  }
  return out;
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
  return atomically(ctx, async (db) => {
    const lines = await resolveLines(db, p.lines);
    const wanted = lines.map((l) => ({ accountId: l.account.id, amount: l.amount }));
    const [created] = await db
      .insert(journalEntry)
      .values({ idempotencyKey: p.key, kind: p.kind, bizType: p.bizType, bizId: p.bizId, memo: p.memo ?? null, ...actorOf(ctx, p.byOperator === true) })
      .onConflictDoNothing({ target: journalEntry.idempotencyKey })
      .returning();
    if (!created) {
      const [prev] = await db.select().from(journalEntry).where(eq(journalEntry.idempotencyKey, p.key));
      if (!prev) throw new Error(`journal entry ${p.key} conflicted but is not there`);
      const prevLines = await linesOf(db, prev.id);
      if (prev.kind !== p.kind || prev.bizType !== p.bizType || prev.bizId !== p.bizId || !sameLines(prevLines, wanted)) {
        throw conflict(`幂等键 ${p.key} 已用于另一笔记账`, { key: p.key, entryId: prev.id });
      }
      return entryView(prev, prevLines, true);
    }
    const written: (EntryLine & { entryId: string })[] = [];
    // In account id order: concurrent posts lock shared accounts in the same order, never deadlock.
    for (const l of [...lines].sort((a, b) => (a.account.id < b.account.id ? -1 : 1))) {
      const guard =
        l.amount > 0 || mayGoNegative(l.account.kind) ? undefined : gte(sql`${ledgerAccount.balance} + ${l.amount}::bigint`, 0);
      const [row] = await db
        .update(ledgerAccount)
        .set({ balance: sql`${ledgerAccount.balance} + ${l.amount}::bigint` })
        .where(and(eq(ledgerAccount.id, l.account.id), guard))
        .returning({ balance: ledgerAccount.balance });
      if (!row) throw insufficient(l.account.id, l.account.kind);
      written.push({ entryId: created.id, accountId: l.account.id, amount: l.amount, balanceAfter: Number(row.balance) });
    }
    await db.insert(journalLine).values(written);
    return entryView(
      created,
      written.map(({ accountId, amount, balanceAfter }) => ({ accountId, amount, balanceAfter })),
      false,
    );
  });
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
