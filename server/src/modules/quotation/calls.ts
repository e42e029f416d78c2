import { quotation } from "@qinlian/contract";
import { implement } from "../../kit/implement";
import * as svc from "./service";

export const quotationCalls = [
  implement(quotation.selQuotationByParam, (input, ctx) => svc.selQuotation(ctx, input)),
  implement(quotation.selTrendByParam, (input, ctx) => svc.selTrend(ctx, input)),
];
