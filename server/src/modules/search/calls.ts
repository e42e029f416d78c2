import { search } from "@qinlian/contract";
import { implement } from "../../kit/implement";
import * as history from "./history";
import * as svc from "./service";
import * as watch from "./watch";

export const searchCalls = [
  implement(search.searchGoods, (input, ctx) => svc.searchGoods(ctx, input)),
  implement(search.historyList, (input, ctx) => history.listHistory(ctx, input)),
  implement(search.historyAdd, (input, ctx) => history.addHistory(ctx, input)),
  implement(search.historyDel, (input, ctx) => history.deleteHistory(ctx, input)),
  implement(search.watchList, (input, ctx) => watch.watchList(ctx, input)),
  implement(search.recordView, (input, ctx) => watch.recordView(ctx, input)),
  implement(search.watchDel, (input, ctx) => watch.deleteWatch(ctx, input)),
];
