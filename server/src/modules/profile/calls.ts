import { profile } from "@qinlian/contract";
import { implement } from "../../kit/implement";
import * as svc from "./service";

export const profileCalls = [
  implement(profile.selMemberInfo, (_input, ctx) => svc.myProfile(ctx)),
  implement(profile.updMemberById, (input, ctx) => svc.updateProfile(ctx, input)),
  implement(profile.getPrefs, (_input, ctx) => svc.getPrefs(ctx)),
  implement(profile.setPrefs, (input, ctx) => svc.setPrefs(ctx, input)),
];
