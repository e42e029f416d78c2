import type { CreditProductState, Parsed, PageInput, credit } from "@qinlian/contract";
import { and, desc, eq, or, sql, type SQL } from "drizzle-orm";
import type { AuthedCtx, Ctx } from "../../kit/context";
import { conflict, notFound } from "../../kit/errors";
import { paged, pageTable } from "../../kit/paging";
import { contains } from "../../kit/sql";
import { transition } from "../../kit/transition";
import { creditProductMachine, type CreditProductEvent } from "./machine";
import { creditProduct } from "./schema";
import { productView } from "./views";

type ProductInput = Parsed<typeof credit.addProduct>;
type ListQuery = PageInput & { keyword?: string; kind?: "LOAN" | "INSURANCE"; state?: CreditProductState };

const NOUN = "金融产品";

function filters(q: ListQuery): SQL | undefined {
  return and(
    q.kind ? eq(creditProduct.kind, q.kind) : undefined,
    q.state ? eq(creditProduct.state, q.state) : undefined,
    q.keyword ? or(contains(creditProduct.name, q.keyword), contains(creditProduct.institution, q.keyword), contains(creditProduct.summary, q.keyword)) : undefined,
  );
}

/** The service hall's listing: ON products only, most recently listed first. */
export function publicProducts(ctx: Ctx, q: Omit<ListQuery, "state">) {
  return pageTable(ctx, q, creditProduct, and(eq(creditProduct.state, "ON"), filters(q)), [desc(creditProduct.listedAt), desc(creditProduct.id)], productView);
}

/** A listed product; anything not ON is as if it did not exist to the public. */
export async function publicProduct(ctx: Ctx, id: string) {
  const [row] = await ctx.db.select().from(creditProduct).where(and(eq(creditProduct.id, id), eq(creditProduct.state, "ON")));
  if (!row) throw notFound(NOUN);
  return productView(row);
}

// Written out (not interpolated columns): drizzle leaves a single-table select's columns unqualified,
// which inside the subquery would bind to credit_apply's own id.
const pendingApplies = sql<number>`(select count(*)::int from credit_apply a where a.product_id = "credit_product"."id" and a.state = 'SUBMITTED')`;
const totalApplies = sql<number>`(select count(*)::int from credit_apply a where a.product_id = "credit_product"."id")`;

/** The console's product list, every state, with how many applications wait for a decision. */
export function adminProducts(ctx: AuthedCtx, q: ListQuery) {
  const where = filters(q);
  return paged(
    ctx,
    q,
    async (limit, offset) => {
      const rows = await ctx.db
        .select({ p: creditProduct, pending: pendingApplies, total: totalApplies })
        .from(creditProduct)
        .where(where)
        .orderBy(desc(creditProduct.updatedAt), desc(creditProduct.id))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({ ...productView(r.p), pendingApplies: Number(r.pending), totalApplies: Number(r.total) }));
    },
    () => ctx.db.$count(creditProduct, where),
  );
}

export async function productRow(ctx: Ctx, id: string) {
  const [row] = await ctx.db.select().from(creditProduct).where(eq(creditProduct.id, id));
  if (!row) throw notFound(NOUN);
  return row;
}

export const adminProduct = async (ctx: AuthedCtx, id: string) => productView(await productRow(ctx, id));

const fieldsOf = (p: ProductInput) => ({
  kind: p.kind,
  name: p.name,
  institution: p.institution,
  summary: p.summary,
  rateText: p.rateText,
  minAmount: p.minAmount,
  maxAmount: p.maxAmount,
  minTermMonths: p.minTermMonths,
  maxTermMonths: p.maxTermMonths,
  applicantTypes: [...new Set(p.applicantTypes)],
  materials: p.materials.filter((m) => m.length > 0),
});

/** A new product, as a DRAFT (not listed until put on). */
export async function addProduct(ctx: AuthedCtx, p: ProductInput) {
  const [row] = await ctx.db.insert(creditProduct).values({ ...fieldsOf(p), state: "DRAFT" }).returning({ id: creditProduct.id, state: creditProduct.state });
  return row;
}

/** Edits a product in any state; applications keep the name and institution they were made for. */
export async function updateProduct(ctx: AuthedCtx, p: ProductInput & { id: string }) {
  const [row] = await ctx.db.update(creditProduct).set(fieldsOf(p)).where(eq(creditProduct.id, p.id)).returning({ id: creditProduct.id, state: creditProduct.state });
  if (!row) throw notFound(NOUN);
  return row;
}

/** Deletes a product that was never listed (DRAFT): nobody can have applied for it. */
export async function deleteProduct(ctx: AuthedCtx, id: string) {
  const row = await productRow(ctx, id);
  if (row.state !== "DRAFT") throw conflict("只能删除从未上架的草稿产品；已上架过的产品请下架");
  const gone = await ctx.db
    .delete(creditProduct)
    .where(and(eq(creditProduct.id, id), eq(creditProduct.state, "DRAFT")))
    .returning({ id: creditProduct.id });
  if (!gone.length) throw conflict(`${NOUN}状态已变化，请刷新后重试`);
  return { id, deleted: true };
}

/** Puts a product on (stamping its listing time) or takes it off the service hall. */
export async function moveProduct(ctx: AuthedCtx, id: string, event: CreditProductEvent) {
  const row = await productRow(ctx, id);
  const moved = await transition(ctx, creditProductMachine, row, event, { patch: event === "putOn" ? { listedAt: ctx.now } : {} });
  return { id, state: moved.state };
}
