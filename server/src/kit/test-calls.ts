/** Calls that exist only in tests, to drive every branch of the pipeline. */
import { anyFunc, Codes, domain, type BizCode } from "@qinlian/contract";
import { z } from "zod";
import { BizError } from "./errors";
import { implement } from "./implement";

export const testCalls = domain("test", {
  echo: {
    path: "/api/test/echo",
    access: "public",
    summary: "echo",
    input: z.object({
      name: z.string().min(1),
      count: z.number().int(),
      nested: z.object({ when: z.string() }).optional(),
    }),
    output: z.object({ name: z.string(), count: z.number() }),
  },
  fail: {
    path: "/api/test/fail",
    access: "public",
    summary: "throws the business code it is given",
    input: z.object({ code: z.string() }),
    output: z.null(),
  },
  crash: {
    path: "/api/test/crash",
    access: "public",
    summary: "throws an unexpected error",
    input: z.object({}),
    output: z.null(),
  },
  adminOnly: {
    path: "/api/test/adminOnly",
    access: "func:admin.ops.members",
    summary: "needs an operator function",
    input: z.object({}),
    output: z.object({ ok: z.boolean() }),
  },
  buyerOnly: {
    path: "/api/test/buyerOnly",
    access: "func:transaction.buy.myOrder",
    summary: "needs a buyer function",
    input: z.object({}),
    output: z.object({ ok: z.boolean() }),
  },
  adminOrBuyer: {
    path: "/api/test/adminOrBuyer",
    access: anyFunc(["admin.ops.members", "transaction.buy.myOrder"]),
    summary: "needs either an operator or a buyer function",
    input: z.object({}),
    output: z.object({ ok: z.boolean() }),
  },
  adminOrFarm: {
    path: "/api/test/adminOrFarm",
    access: anyFunc(["admin.ops.members", "farmingManage"]),
    summary: "needs either an operator or a farm function",
    input: z.object({}),
    output: z.object({ ok: z.boolean() }),
  },
});

export const testImpls = [
  implement(testCalls.echo, (input) => Promise.resolve({ name: input.name, count: input.count })),
  implement(testCalls.fail, (input) => {
    const data = input.code === Codes.REDIRECT ? "https://pay.example.cn/cashier?bizId=1" : null;
    return Promise.reject(new BizError(input.code as BizCode, undefined, data));
  }),
  implement(testCalls.crash, () => Promise.reject(new Error("secret internals: password=hunter2"))),
  implement(testCalls.adminOnly, () => Promise.resolve({ ok: true })),
  implement(testCalls.buyerOnly, () => Promise.resolve({ ok: true })),
  implement(testCalls.adminOrBuyer, () => Promise.resolve({ ok: true })),
  implement(testCalls.adminOrFarm, () => Promise.resolve({ ok: true })),
];
