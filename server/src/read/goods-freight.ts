/**
 * What the goods form reads of freight templates (the freight module's table): who owns a template,
 * and an owner's default one. Read-only; templates change only through modules/freight.
 */
import { and, eq } from "drizzle-orm";
import type { Ctx } from "../kit/context";
import { freightTemplate } from "../modules/freight/schema";

type ReadCtx = Pick<Ctx, "db">;

/** The owner (boId) of a template, or null when there is none (publish/modify goods: its template must be the seller's). Table: freight_template. */
export async function freightTemplateOwner(ctx: ReadCtx, id: string): Promise<string | null> {
  const [r] = await ctx.db.select({ boId: freightTemplate.boId }).from(freightTemplate).where(eq(freightTemplate.id, id));
  return r?.boId ?? null;
}

/** The owner's default template id (publish goods without choosing one). Table: freight_template. */
export async function defaultFreightTemplateId(ctx: ReadCtx, boId: string): Promise<string | null> {
  const [r] = await ctx.db
    .select({ id: freightTemplate.id })
    .from(freightTemplate)
    .where(and(eq(freightTemplate.boId, boId), eq(freightTemplate.isDefault, true)));
  return r?.id ?? null;
}
