import { identity, memberOverview } from "@qinlian/contract";
import { implement } from "../../kit/implement";
import { myOverview } from "./overview";
import * as svc from "./service";

export const identityCalls = [
  implement(identity.login, (input, ctx) => svc.login(ctx, input)),
  implement(identity.logout, (_input, ctx) => svc.logout(ctx)),
  implement(identity.memberByToken, (_input, ctx) => svc.currentUser(ctx)),
  implement(identity.baseMemberByToken, async (_input, ctx) => {
    const u = await svc.currentUser(ctx);
    const { memberId, boId, boName, boType, loginName, nickname, avatarUrl } = u;
    return { memberId, boId, boName, boType, loginName, nickname, avatarUrl };
  }),
  implement(identity.topFuncs, (_input, ctx) => svc.topFuncs(ctx)),
  implement(identity.subFuncs, (input, ctx) => svc.subFuncs(ctx, input.parentCode)),
  implement(memberOverview.mine, (_input, ctx) => myOverview(ctx)),
  implement(identity.judgeAuth, (input, ctx) => Promise.resolve(svc.judgeAuth(ctx, input.funcCode))),
];
