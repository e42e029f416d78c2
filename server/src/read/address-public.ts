/** Read-only join for the public address list over address's member_address and identity's member. */
import { and, desc, eq } from "drizzle-orm";
import type { AddressTag } from "@qinlian/contract";
import type { Ctx } from "../kit/context";
import { member } from "../modules/identity/schema";
import { memberAddress } from "../modules/address/schema";

/**
 * address.publicList (a shop's pickup / return addresses shown to buyers): the owner's addresses
 * marked public, only while the owner's account is active, default first then newest, at most
 * `limit`. Joins member_address and member.
 */
export function publicAddresses(ctx: Ctx, q: { boId: string; tag?: AddressTag }, limit: number) {
  return ctx.db
    .select({
      id: memberAddress.id,
      receiverName: memberAddress.receiverName,
      mobile: memberAddress.mobile,
      areaCode: memberAddress.areaCode,
      areaName: memberAddress.areaName,
      address: memberAddress.address,
      postcode: memberAddress.postcode,
      tag: memberAddress.tag,
    })
    .from(memberAddress)
    .innerJoin(member, eq(member.id, memberAddress.boId))
    .where(and(eq(memberAddress.boId, q.boId), eq(memberAddress.isPublic, true), eq(member.status, "ACTIVE"), q.tag ? eq(memberAddress.tag, q.tag) : undefined))
    .orderBy(desc(memberAddress.isDefault), desc(memberAddress.updatedAt))
    .limit(limit);
}
