import { Codes, MAX_ADDRESSES, maskPhone, type Address, type AddressInput, type Page, type Parsed, type PublicAddress, type address } from "@qinlian/contract";
import { and, asc, desc, eq, or } from "drizzle-orm";
import { countyArea } from "../system";
import { inTx, type AuthedCtx, type Ctx } from "../../kit/context";
import { BizError, invalid, notFound } from "../../kit/errors";
import { countOwned, lockOwner, makeDefault, promoteDefault, type OwnedDefaults } from "../../kit/owned-defaults";
import { pageTable } from "../../kit/paging";
import { contains } from "../../kit/sql";
import { iso } from "../../kit/time";
import { publicAddresses } from "../../read/address-public";
import { memberAddress } from "./schema";

type Row = typeof memberAddress.$inferSelect;

const defaults: OwnedDefaults<typeof memberAddress> = {
  kind: "member_address",
  table: memberAddress,
  id: memberAddress.id,
  boId: memberAddress.boId,
  isDefault: memberAddress.isDefault,
  promoteOrder: memberAddress.updatedAt,
};

function view(r: Row): Address {
  return {
    id: r.id,
    boId: r.boId,
    receiverName: r.receiverName,
    mobile: r.mobile,
    areaCode: r.areaCode,
    areaName: r.areaName,
    address: r.address,
    postcode: r.postcode,
    tag: r.tag,
    isDefault: r.isDefault,
    isPublic: r.isPublic,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

async function owned(ctx: AuthedCtx, id: string): Promise<Row> {
  const [r] = await ctx.db
    .select()
    .from(memberAddress)
    .where(and(eq(memberAddress.id, id), eq(memberAddress.boId, ctx.member.boId)));
  if (!r) throw notFound("收货地址");
  return r;
}

export function add(ctx: AuthedCtx, input: AddressInput): Promise<Address> {
  return inTx(ctx, async (tx) => {
    const boId = tx.member.boId;
    await lockOwner(tx, defaults.kind, boId);
    const n = await countOwned(tx, defaults, boId);
    if (n >= MAX_ADDRESSES) throw new BizError(Codes.CONFLICT, `收货地址最多 ${MAX_ADDRESSES} 个，请先删除不再使用的地址`);
    const area = await countyArea(tx, "areaCode", input.areaCode);
    const [row] = await tx.db
      .insert(memberAddress)
      .values({
        boId,
        receiverName: input.receiverName,
        mobile: input.mobile,
        areaCode: area.code,
        areaName: area.fullName,
        address: input.address,
        postcode: input.postcode ?? null,
        tag: input.tag ?? null,
        isPublic: input.isPublic ?? false,
        createdAt: tx.now,
        updatedAt: tx.now,
      })
      .returning();
    if (input.isDefault || n === 0) await makeDefault(tx, defaults, boId, row.id);
    return view(await owned(tx, row.id));
  });
}

export type AddressPatch = Partial<AddressInput> & { id: string };

export function update(ctx: AuthedCtx, input: AddressPatch): Promise<Address> {
  return inTx(ctx, async (tx) => {
    const boId = tx.member.boId;
    await lockOwner(tx, defaults.kind, boId);
    const cur = await owned(tx, input.id);
    const { id, isDefault, ...patch } = input;
    if (isDefault === false && cur.isDefault) throw invalid("isDefault", "请将另一个地址设为默认，而不是取消默认");
    const set: Partial<typeof memberAddress.$inferInsert> = { updatedAt: tx.now };
    for (const [k, v] of Object.entries(patch) as [keyof typeof patch, unknown][]) {
      if (v !== undefined) (set as Record<string, unknown>)[k] = v;
    }
    if (patch.areaCode !== undefined && patch.areaCode !== cur.areaCode) {
      const area = await countyArea(tx, "areaCode", patch.areaCode);
      set.areaName = area.fullName;
    }
    await tx.db.update(memberAddress).set(set).where(eq(memberAddress.id, id));
    if (isDefault && !cur.isDefault) await makeDefault(tx, defaults, boId, id);
    return view(await owned(tx, id));
  });
}

export function setDefault(ctx: AuthedCtx, id: string): Promise<Address> {
  return update(ctx, { id, isDefault: true });
}

/** Deletes the address; if it was the default, the most recently updated other one becomes default. */
export function remove(ctx: AuthedCtx, id: string): Promise<{ id: string; newDefaultId: string | null }> {
  return inTx(ctx, async (tx) => {
    const boId = tx.member.boId;
    await lockOwner(tx, defaults.kind, boId);
    const cur = await owned(tx, id);
    await tx.db.delete(memberAddress).where(eq(memberAddress.id, id));
    const newDefaultId = cur.isDefault ? await promoteDefault(tx, defaults, boId) : null;
    return { id, newDefaultId };
  });
}

export function page(ctx: AuthedCtx, q: Parsed<typeof address.selAddrListPage>): Promise<Page<Address>> {
  const where = and(
    eq(memberAddress.boId, ctx.member.boId),
    q.tag ? eq(memberAddress.tag, q.tag) : undefined,
    q.keyword
      ? or(contains(memberAddress.receiverName, q.keyword), contains(memberAddress.mobile, q.keyword), contains(memberAddress.areaName, q.keyword), contains(memberAddress.address, q.keyword))
      : undefined,
  );
  return pageTable(ctx, q, memberAddress, where, [desc(memberAddress.isDefault), desc(memberAddress.updatedAt), asc(memberAddress.id)], view);
}

/**
 * What anyone (no login needed) may see of a member's addresses: only those the owner marked public
 * (a shop's pickup point or return address, shown to buyers), only while the owner's account is
 * active, with the telephone masked (138****0001 / 0531-****6666). Private addresses — where a member
 * receives goods — never appear here, and an unknown or inactive owner simply has none.
 */
export async function publicList(ctx: Ctx, q: Parsed<typeof address.selAddrListByBoIdParam>): Promise<PublicAddress[]> {
  const rows = await publicAddresses(ctx, q, MAX_ADDRESSES);
  return rows.map((r) => ({ ...r, mobile: maskPhone(r.mobile) }));
}

/** What an order copies of the address it ships to. */
export interface ShipTo {
  readonly id: string;
  readonly receiverName: string;
  readonly mobile: string;
  readonly areaCode: string;
  readonly areaName: string;
  readonly address: string;
}

const shipTo = (r: Row): ShipTo => ({ id: r.id, receiverName: r.receiverName, mobile: r.mobile, areaCode: r.areaCode, areaName: r.areaName, address: r.address });

/** The caller's own address for an order (else not found). */
export async function ownShipTo(ctx: AuthedCtx, id: string): Promise<ShipTo> {
  return shipTo(await owned(ctx, id));
}
