/**
 * What the seller's customer screens read of members (the identity module's tables): the customer's
 * name, type and mobile next to the seller_customer row, and finding a member to add by mobile.
 * Read-only; customers are added and changed by modules/pricing.
 */
import { and, count, eq, sql, type SQL } from "drizzle-orm";
import { alias, type PgColumn } from "drizzle-orm/pg-core";
import type { Ctx } from "../kit/context";
import { member, memberLogin } from "../modules/identity/schema";
import { custPrice, sellerCustomer } from "../modules/pricing/schema";

type ReadCtx = Pick<Ctx, "db">;

/**
 * A column named with its table ("goods"."id"), from drizzle's typed reference: drizzle renders a
 * column written directly in a select-list expression of a single-table query without its table, which
 * inside a correlated subquery would bind to the subquery's own table; a nested SQL keeps the table.
 */
const qualified = (c: PgColumn): SQL => sql`${c}`;

/** The customer's mobile: their login mobile, else the member's contact mobile. */
export const customerMobile = sql<string | null>`coalesce(${memberLogin.mobile}, ${member.mobile})`;
/** The customer's name (for keyword filters). */
export const customerName = member.name;

const cp = alias(custPrice, "cp");

/**
 * Customers with name, type, mobile and how many specs they have prices for (customer list, customer
 * detail, price tables); add `.where(...)`. Tables: seller_customer, member, member_login, cust_price.
 */
export function customerQuery(ctx: ReadCtx) {
  return ctx.db
    .select({
      c: sellerCustomer,
      name: member.name,
      type: member.type,
      mobile: customerMobile,
      priced: sql<number>`(select count(*)::int from ${custPrice} ${cp} where ${qualified(cp.sellerBoId)} = ${qualified(sellerCustomer.sellerBoId)} and ${qualified(cp.customerBoId)} = ${qualified(sellerCustomer.customerBoId)})`,
    })
    .from(sellerCustomer)
    .innerJoin(member, eq(member.id, sellerCustomer.customerBoId))
    .leftJoin(memberLogin, eq(memberLogin.memberId, member.id));
}

/** How many customers match `where` (customer list). Tables: seller_customer, member, member_login. */
export async function customerCount(ctx: ReadCtx, where: SQL | undefined): Promise<number> {
  const [r] = await ctx.db.select({ n: count() }).from(sellerCustomer).innerJoin(member, eq(member.id, sellerCustomer.customerBoId)).leftJoin(memberLogin, eq(memberLogin.memberId, member.id)).where(where);
  return r.n;
}

/**
 * The active member to add as a customer: an enterprise by its contact mobile, or a person by their
 * login mobile (pricing addCustomer). Tables: member, member_login.
 */
export async function activeMemberByMobile(ctx: ReadCtx, mobile: string, asEnterprise: boolean): Promise<{ id: string } | null> {
  const [found] = asEnterprise
    ? await ctx.db
        .select({ id: member.id })
        .from(member)
        .where(and(eq(member.type, "ENTERPRISE"), eq(member.mobile, mobile), eq(member.status, "ACTIVE")))
        .limit(1)
    : await ctx.db
        .select({ id: member.id })
        .from(memberLogin)
        .innerJoin(member, eq(member.id, memberLogin.memberId))
        .where(and(eq(memberLogin.mobile, mobile), eq(member.status, "ACTIVE")));
  return found ?? null;
}
