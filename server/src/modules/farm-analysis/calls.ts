import { farmAnalysis as c } from "@qinlian/contract";
import { implement } from "../../kit/implement";
import * as svc from "./service";

export const farmAnalysisCallList = [
  implement(c.selNyDatas, (q, ctx) => svc.ny(ctx, q)),
  implement(c.selSfDatas, (q, ctx) => svc.sf(ctx, q)),
  implement(c.selSzDatas, (q, ctx) => svc.sz(ctx, q)),
  implement(c.selYgDatas, (q, ctx) => svc.yg(ctx, q)),
  implement(c.selNjDatas, (q, ctx) => svc.nj(ctx, q)),
  implement(c.selXsDatas, (q, ctx) => svc.xs(ctx, q)),
  implement(c.selZzDatas, (q, ctx) => svc.zz(ctx, q)),
];
