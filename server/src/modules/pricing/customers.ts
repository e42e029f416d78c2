/**
 * A seller's customers: other registered members, added by mobile — a person by their login mobile,
 * an enterprise (asEnterprise) by its contact mobile. Deleting a customer deletes their prices.
 */
import { and, desc, eq, or, sql } from "drizzle-orm";
import type { PageInput } from "@qinlian/contract";
import type { AuthedCtx } from "../../kit/context";
import { inTx } from "../../kit/context";
import { conflict, invalid, notFound } from "../../kit/errors";
import { paged } from "../../kit/paging";
import { contains } from "../../kit/sql";
import { iso } from "../../kit/time";
import { activeMemberByMobile, customerCount, customerMobile, customerName, customerQuery } from "../../read/pricing-customers";
import { maskMobile } from "../identity";
import { custPrice, sellerCustomer } from "./schema";

export type Level = "STRATEGIC" | "KEY" | "NORMAL";
const levelLabels: Record<Level, string> = { STRATEGIC: "战略客户", KEY: "重点客户", NORMAL: "普通客户" };

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
    q.keyword ? or(contains(customerName, q.keyword), sql`${customerMobile} like ${`%${q.keyword.replace(/[\\%_]/g, "")}%`}`) : undefined,
  );
  return paged(
    ctx,
    q,
    async (limit, offset) => (await customerQuery(ctx).where(where).orderBy(desc(sellerCustomer.createdAt)).limit(limit).offset(offset)).map(customerView),
    () => customerCount(ctx, where),
  );
}

export async function addCustomer(ctx: AuthedCtx, input: { mobile: string; asEnterprise: boolean; level: Level; note?: string }) {
  const found = await activeMemberByMobile(ctx, input.mobile, input.asEnterprise);
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
