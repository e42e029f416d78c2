import { pricing } from "@qinlian/contract";
import { implement } from "../../kit/implement";
import * as analytics from "./analytics";
import * as prices from "./cust-prices";
import * as customers from "./customers";

export const pricingCalls = [
  implement(pricing.customerPage, (q, ctx) => customers.customerPage(ctx, q)),
  implement(pricing.customerAdd, (q, ctx) => customers.addCustomer(ctx, q)),
  implement(pricing.customerUpd, (q, ctx) => customers.updateCustomer(ctx, q)),
  implement(pricing.customerDel, (q, ctx) => customers.deleteCustomer(ctx, q.id)),
  implement(pricing.batchEditCustPrice, (q, ctx) => prices.batchEdit(ctx, q.items)),
  implement(pricing.custPriceByCustomer, (q, ctx) => prices.pricesOfCustomer(ctx, q)),
  implement(pricing.custPriceByGoods, (q, ctx) => prices.pricesOfGoods(ctx, q)),
  implement(pricing.custPriceDmSummary, (_q, ctx) => analytics.dmSummary(ctx)),
  implement(pricing.custPriceDmByGoods, (q, ctx) => analytics.dmByGoods(ctx, q)),
  implement(pricing.custPriceDmByCustomer, (q, ctx) => analytics.dmByCustomer(ctx, q)),
  // priceBySpecList, pricePriority and usablePreferential show goods to buyers: the goods module serves
  // them (goods/buyer-prices.ts), with this module's price rule
];
