import { pricing } from "@qinlian/contract";
import { implement } from "../../kit/implement";
import * as svc from "./service";

export const pricingCalls = [
  implement(pricing.customerPage, (q, ctx) => svc.customerPage(ctx, q)),
  implement(pricing.customerAdd, (q, ctx) => svc.addCustomer(ctx, q)),
  implement(pricing.customerUpd, (q, ctx) => svc.updateCustomer(ctx, q)),
  implement(pricing.customerDel, (q, ctx) => svc.deleteCustomer(ctx, q.id)),
  implement(pricing.batchEditCustPrice, (q, ctx) => svc.batchEdit(ctx, q.items)),
  implement(pricing.custPriceByCustomer, (q, ctx) => svc.pricesOfCustomer(ctx, q)),
  implement(pricing.custPriceByGoods, (q, ctx) => svc.pricesOfGoods(ctx, q)),
  implement(pricing.custPriceDmSummary, (_q, ctx) => svc.dmSummary(ctx)),
  implement(pricing.custPriceDmByGoods, (q, ctx) => svc.dmByGoods(ctx, q)),
  implement(pricing.custPriceDmByCustomer, (q, ctx) => svc.dmByCustomer(ctx, q)),
  implement(pricing.priceBySpecList, (q, ctx) => svc.pricesBySpecs(ctx, q.specIds)),
  implement(pricing.pricePriority, (q, ctx) => svc.pricePriority(ctx, q.specId)),
  implement(pricing.usablePreferential, (q, ctx) => svc.usablePreferential(ctx, q.goodsId)),
];
