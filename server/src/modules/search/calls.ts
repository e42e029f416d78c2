import { search } from "@qinlian/contract";
import { implement } from "../../kit/implement";
import * as history from "./history";

export const searchCalls = [
  implement(search.historyList, (input, ctx) => history.listHistory(ctx, input)),
  implement(search.historyAdd, (input, ctx) => history.addHistory(ctx, input)),
  implement(search.historyDel, (input, ctx) => history.deleteHistory(ctx, input)),
];
