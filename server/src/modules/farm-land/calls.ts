import { farmLand } from "@qinlian/contract";
import { implement } from "../../kit/implement";
import * as seasons from "./seasons";
import * as svc from "./service";

export const farmLandCallList = [
  implement(farmLand.selListByParam, (q, ctx) => svc.list(ctx, q)),
  implement(farmLand.selListByPage, (q, ctx) => svc.page(ctx, q)),
  implement(farmLand.selById, (q, ctx) => svc.byId(ctx, q.id)),
  implement(farmLand.add, (input, ctx) => svc.add(ctx, input)),
  implement(farmLand.updById, (input, ctx) => svc.update(ctx, input)),
  implement(farmLand.delById, (q, ctx) => svc.remove(ctx, q.id)),
  implement(farmLand.updStateById, (input, ctx) => svc.changeState(ctx, input)),
  implement(farmLand.selFarmingDetailByParam, (q, ctx) => svc.farmingDetail(ctx, q.plotId)),
  implement(farmLand.seasonListByPage, (q, ctx) => seasons.seasonPage(ctx, q)),
  implement(farmLand.seasonAdd, (input, ctx) => seasons.addSeason(ctx, input)),
  implement(farmLand.seasonUpdById, (input, ctx) => seasons.updateSeason(ctx, input)),
  implement(farmLand.seasonDelById, (q, ctx) => seasons.removeSeason(ctx, q.id)),
];
