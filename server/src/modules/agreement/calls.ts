import { agreement } from "@qinlian/contract";
import { implement } from "../../kit/implement";
import * as svc from "./service";

export const agreementCalls = [
  implement(agreement.current, (input, ctx) => svc.currentVersion(ctx, input.type)),
  implement(agreement.accept, (input, ctx) => svc.accept(ctx, input)),
  implement(agreement.myAcceptance, (input, ctx) => svc.myAcceptance(ctx, input.type)),
];
