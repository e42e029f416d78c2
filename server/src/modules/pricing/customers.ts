/**
 * A seller's customers: other registered members, added by mobile — a person by their login mobile,
 * an enterprise (asEnterprise) by its contact mobile. Deleting a customer deletes their prices.
 */
import { and, count, desc, eq, or, sql } from "drizzle-orm";
import type { PageInput } from "@qinlian/contract";
import type { AuthedCtx } from "../../kit/context";
import { inTx } from "../../kit/context";
import { conflict, invalid, notFound } from "../../kit/errors";
import { paged } from "../../kit/paging";
import { contains } from "../../kit/sql";
import { iso } from "../../kit/time";
import { member, memberLogin } from "../identity/schema";
import { maskMobile } from "../identity";
import { custPrice, sellerCustomer } from "./schema";

export type Level = "STRATEGIC" | "KEY" | "NORMAL";
const levelLabels: Record<Level, string> = { STRATEGIC: "战略客户", KEY: "重点客户", NORMAL: "普通客户" };

const customerMobile = sql<string | null>`coalesce(${memberLogin.mobile}, ${member.mobile})`;

function customerQuery(ctx: AuthedCtx) {
  return ctx.db
    .select({
      c: sellerCustomer,
      name: member.name,
      type: member.type,
      mobile: customerMobile,
      // columns in select-list SQL render unqualified, so the subqueries name their tables themselves
      priced: sql<number>`(select count(*)::int from cust_price cp where cp.seller_bo_id = "seller_customer"."seller_bo_id" and cp.customer_bo_id = "seller_customer"."customer_bo_id")`,
    })
    .from(sellerCustomer)
    .innerJoin(member, eq(member.id, sellerCustomer.customerBoId))
    .leftJoin(memberLogin, eq(memberLogin.memberId, member.id));
}

type CustomerRow = Awaited<ReturnType<ReturnType<typeof customerQuery>["where"]>>[number];

export const customerView = (r: CustomerRow) => ({
  id: r.c.id,
  customerBoId: r.c.customerBoId,
  name: r.name,
  type: r.type,
  mobile: maskMobile(r.mobile),
  level: r.c.level,
  levelLabel: levelLabels[r.c.level],
  note: r.c.note,
  pricedSpecCount: r.priced,
  createdAt: iso(r.c.createdAt),
});

export async function ownCustomer(ctx: AuthedCtx, where: { id?: string; customerBoId?: string }) {
  const [r] = await customerQuery(ctx).where(
    and(eq(sellerCustomer.sellerBoId, ctx.member.boId), where.id ? eq(sellerCustomer.id, where.id) : undefined, where.customerBoId ? eq(sellerCustomer.customerBoId, where.customerBoId) : undefined),
  );
  if (!r) throw notFound("客户");
  return r;
}

export async function customerPage(ctx: AuthedCtx, q: PageInput & { keyword?: string; level?: Level }) {
  const where = and(
    eq(sellerCustomer.sellerBoId, ctx.member.boId),
    q.level ? eq(sellerCustomer.level, q.level) : undefined,
    q.keyword ? or(contains(member.name, q.keyword), sql`${customerMobile} like ${`%${q.keyword.replace(/[\\%_]/g, "")}%`}`) : undefined,
  );
  return paged(
    ctx,
    q,
    async (limit, offset) => (await customerQuery(ctx).where(where).orderBy(desc(sellerCustomer.createdAt)).limit(limit).offset(offset)).map(customerView),
    async () =>
      (
        await ctx.db.select({ n: count() }).from(sellerCustomer).innerJoin(member, eq(member.id, sellerCustomer.customerBoId)).leftJoin(memberLogin, eq(memberLogin.memberId, member.id)).where(where)
      )[0].n,
  );
}

export async function addCustomer(ctx: AuthedCtx, input: { mobile: string; asEnterprise: boolean; level: Level; note?: string }) {
  const [found] = input.asEnterprise
    ? await ctx.db
        .select({ id: member.id })
        .from(member)
        .where(and(eq(member.type, "ENTERPRISE"), eq(member.mobile, input.mobile), eq(member.status, "ACTIVE")))
        .limit(1)
    : await ctx.db
        .select({ id: member.id })
        .from(memberLogin)
        .innerJoin(member, eq(member.id, memberLogin.memberId))
        .where(and(eq(memberLogin.mobile, input.mobile), eq(member.status, "ACTIVE")));
  if (!found) throw invalid("mobile", input.asEnterprise ? "没有以该手机号为联系电话的企业会员" : "该手机号尚未注册");
  if (found.id === ctx.member.boId || found.id === ctx.member.memberId) throw invalid("mobile", "不能把自己添加为客户");
  const [row] = await ctx.db
    .insert(sellerCustomer)
    .values({ sellerBoId: ctx.member.boId, customerBoId: found.id, level: input.level, note: input.note ?? null })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict("该会员已是您的客户");
  return customerView(await ownCustomer(ctx, { id: row.id }));
}

export async function updateCustomer(ctx: AuthedCtx, input: { id: string; level?: Level; note?: string | null }) {
  const c = await ownCustomer(ctx, { id: input.id });
  await ctx.db
    .update(sellerCustomer)
    .set({ ...(input.level ? { level: input.level } : {}), ...(input.note !== undefined ? { note: input.note || null } : {}) })
    .where(eq(sellerCustomer.id, c.c.id));
  return customerView(await ownCustomer(ctx, { id: input.id }));
}

export async function deleteCustomer(ctx: AuthedCtx, id: string) {
  return inTx(ctx, async (tx) => {
    const c = await ownCustomer(tx, { id });
    const prices = await tx.db
      .delete(custPrice)
      .where(and(eq(custPrice.sellerBoId, tx.member.boId), eq(custPrice.customerBoId, c.c.customerBoId)))
      .returning({ id: custPrice.id });
    await tx.db.delete(sellerCustomer).where(eq(sellerCustomer.id, c.c.id));
    return { deleted: true, pricesDeleted: prices.length };
  });
}
