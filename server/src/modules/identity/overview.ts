import type { MemberOverviewView } from "@qinlian/contract";
import type { AuthedCtx } from "../../kit/context";
import { notFound } from "../../kit/errors";
import { memberOverviewOf } from "../../read/member-overview";

/** The member centre's overview of the identity the caller acts as (never another's). */
export async function myOverview(ctx: AuthedCtx): Promise<MemberOverviewView> {
  const o = await memberOverviewOf(ctx, ctx.member.boId);
  if (!o) throw notFound("会员");
  return o;
}
