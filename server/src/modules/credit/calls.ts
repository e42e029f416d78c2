import { credit } from "@qinlian/contract";
import { implement } from "../../kit/implement";
import * as applies from "./applies";
import * as products from "./products";

export const creditCalls = [
  implement(credit.publicProducts, (q, ctx) => products.publicProducts(ctx, q)),
  implement(credit.publicProduct, (q, ctx) => products.publicProduct(ctx, q.id)),
  implement(credit.apply, (input, ctx) => applies.apply(ctx, input)),
  implement(credit.myApplies, (q, ctx) => applies.myApplies(ctx, q)),
  implement(credit.myApply, (q, ctx) => applies.myApply(ctx, q.id)),
  implement(credit.cancelApply, (q, ctx) => applies.cancelApply(ctx, q.id)),
  implement(credit.adminProducts, (q, ctx) => products.adminProducts(ctx, q)),
  implement(credit.adminProduct, (q, ctx) => products.adminProduct(ctx, q.id)),
  implement(credit.addProduct, (input, ctx) => products.addProduct(ctx, input)),
  implement(credit.updateProduct, (input, ctx) => products.updateProduct(ctx, input)),
  implement(credit.deleteProduct, (q, ctx) => products.deleteProduct(ctx, q.id)),
  implement(credit.putOnProduct, (q, ctx) => products.moveProduct(ctx, q.id, "putOn")),
  implement(credit.takeOffProduct, (q, ctx) => products.moveProduct(ctx, q.id, "takeOff")),
  implement(credit.adminApplies, (q, ctx) => applies.adminApplies(ctx, q)),
  implement(credit.adminApply, (q, ctx) => applies.adminApply(ctx, q.id)),
  implement(credit.approveApply, (q, ctx) => applies.decide(ctx, q.id, { event: "approve", note: q.note })),
  implement(credit.rejectApply, (q, ctx) => applies.decide(ctx, q.id, { event: "reject", reason: q.reason })),
  implement(credit.disburseApply, (q, ctx) => applies.decide(ctx, q.id, { event: "disburse", amount: q.amount, date: q.date, note: q.note })),
  implement(credit.settleApply, (q, ctx) => applies.decide(ctx, q.id, { event: "settle", date: q.date, note: q.note })),
];
