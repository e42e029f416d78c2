import { Codes, credit, org, type In } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { BizError } from "../../kit/errors";
import { createTestApp } from "../../testing/harness";
import { expectCode, fakeUpload, loginAs, seedOrgs } from "../org/test-fixtures";
import { creditApplyMachine, creditProductMachine } from "./machine";

describe("credit machines", () => {
  it("products: operators put a draft on, take it off and put it on again; nothing else", () => {
    expect(creditProductMachine.next("DRAFT", "putOn")).toBe("ON");
    expect(creditProductMachine.next("ON", "takeOff")).toBe("OFF");
    expect(creditProductMachine.next("OFF", "putOn")).toBe("ON");
    for (const [from, ev] of [["DRAFT", "takeOff"], ["ON", "putOn"], ["OFF", "takeOff"]] as const) {
      expect(() => creditProductMachine.next(from, ev)).toThrow(BizError);
    }
  });
  it("applications: decided once; only an approved loan is disbursed and only a disbursed one settled", () => {
    expect(creditApplyMachine.events("SUBMITTED").sort()).toEqual(["approve", "reject", "withdraw"]);
    expect(creditApplyMachine.next("APPROVED", "disburse")).toBe("DISBURSED");
    expect(creditApplyMachine.next("DISBURSED", "settle")).toBe("CLOSED");
    for (const s of ["REJECTED", "CANCELLED", "CLOSED"] as const) expect(creditApplyMachine.events(s)).toEqual([]);
    for (const [from, ev] of [["SUBMITTED", "disburse"], ["SUBMITTED", "settle"], ["APPROVED", "withdraw"], ["APPROVED", "reject"], ["REJECTED", "approve"], ["CANCELLED", "approve"], ["APPROVED", "settle"]] as const) {
      expect(() => creditApplyMachine.next(from, ev)).toThrow(BizError);
    }
    expect(() => creditApplyMachine.next("APPROVED", "withdraw")).toThrow(/已通过.*撤销申请/);
  });
});

const loan: In<typeof credit.addProduct> = {
  kind: "LOAN",
  name: "养殖贷",
  institution: "济南农村商业银行",
  summary: "面向蛋鸡、肉鸡养殖户的流动资金贷款",
  rateText: "年化 3.95% 起",
  minAmount: 1_000_000,
  maxAmount: 50_000_000,
  minTermMonths: 3,
  maxTermMonths: 36,
  applicantTypes: ["PERSON", "ENTERPRISE"],
  materials: ["身份证", "养殖场证明"],
};
const insurance: In<typeof credit.addProduct> = {
  ...loan,
  kind: "INSURANCE",
  name: "蛋鸡价格指数保险",
  institution: "中国人民财产保险山东省分公司",
  summary: "鸡蛋价格低于约定价格时赔付",
  rateText: "费率 6%",
  applicantTypes: ["ENTERPRISE"],
};

describe("credit products and applications", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  await seedOrgs(db);
  const operator = await loginAs(t, "oper");
  const solo = await loginAs(t, "solo");
  const other = (await t.ok(org.switchIdentity, { boId: "p-a-admin" }, { ticket: await loginAs(t, "aadmin") })).ticket;
  const entA = (await t.ok(org.switchIdentity, { boId: "ent-a" }, { ticket: await loginAs(t, "aadmin") })).ticket;
  const sales = (await t.ok(org.switchIdentity, { boId: "ent-a" }, { ticket: await loginAs(t, "asales") })).ticket;
  const ids: Record<string, string> = {};
  const form = (productId: string): In<typeof credit.apply> => ({
    productId,
    amount: 20_000_000,
    termMonths: 12,
    purpose: "新建两栋蛋鸡舍",
    contactName: "个人买家",
    contactMobile: "13911110005",
  });

  it("an operator adds products as drafts, edits them and puts them on; the public sees only listed ones", async () => {
    ids.loan = (await t.ok(credit.addProduct, loan, { ticket: operator })).id;
    ids.ins = (await t.ok(credit.addProduct, insurance, { ticket: operator })).id;
    ids.draft = (await t.ok(credit.addProduct, { ...loan, name: "禽业贷" }, { ticket: operator })).id;
    expect((await t.ok(credit.publicProducts, {})).total).toBe(0);
    expectCode(await t.call(credit.publicProduct, { id: ids.loan }), Codes.NOT_FOUND);
    await t.ok(credit.updateProduct, { ...loan, id: ids.loan, rateText: "年化 3.85% 起", applicantTypes: ["ENTERPRISE", "PERSON"] }, { ticket: operator });
    expect(await t.ok(credit.putOnProduct, { id: ids.loan }, { ticket: operator })).toEqual({ id: ids.loan, state: "ON" });
    await t.ok(credit.putOnProduct, { id: ids.ins }, { ticket: operator });
    const all = await t.ok(credit.publicProducts, {});
    expect(all.list.map((p) => p.name).sort()).toEqual(["养殖贷", "蛋鸡价格指数保险"]);
    const one = await t.ok(credit.publicProduct, { id: ids.loan });
    expect([one.rateText, one.applicantTypes, one.state]).toEqual(["年化 3.85% 起", ["ENTERPRISE", "PERSON"], "ON"]);
    expect((await t.ok(credit.publicProducts, { kind: "INSURANCE" })).list.map((p) => p.id)).toEqual([ids.ins]);
    expect((await t.ok(credit.publicProducts, { keyword: "农村商业" })).list.map((p) => p.id)).toEqual([ids.loan]);
    expect((await t.ok(credit.publicProducts, { keyword: "没有这个" })).total).toBe(0);
    const admin = await t.ok(credit.adminProducts, { state: "DRAFT" }, { ticket: operator });
    expect(admin.list.map((p) => p.id)).toEqual([ids.draft]);
    expect((await t.ok(credit.adminProduct, { id: ids.draft }, { ticket: operator })).state).toBe("DRAFT");
  });

  it("product input names the bad field; illegal moves and deleting a listed product are refused", async () => {
    expectCode(await t.call(credit.addProduct, { ...loan, maxAmount: 100 }, { ticket: operator }), Codes.VALIDATION, "maxAmount");
    expectCode(await t.call(credit.addProduct, { ...loan, maxTermMonths: 1 }, { ticket: operator }), Codes.VALIDATION, "maxTermMonths");
    expectCode(await t.call(credit.addProduct, { ...loan, applicantTypes: [] }, { ticket: operator }), Codes.VALIDATION, "applicantTypes");
    expectCode(await t.call(credit.addProduct, { ...loan, kind: "BOND" as never }, { ticket: operator }), Codes.VALIDATION, "kind");
    expectCode(await t.call(credit.addProduct, { ...loan, name: " " }, { ticket: operator }), Codes.VALIDATION, "name");
    expectCode(await t.call(credit.updateProduct, { ...loan, id: "nope" }, { ticket: operator }), Codes.NOT_FOUND);
    expectCode(await t.call(credit.putOnProduct, { id: ids.loan }, { ticket: operator }), Codes.CONFLICT);
    expectCode(await t.call(credit.takeOffProduct, { id: ids.draft }, { ticket: operator }), Codes.CONFLICT);
    expectCode(await t.call(credit.deleteProduct, { id: ids.loan }, { ticket: operator }), Codes.CONFLICT);
    expect(await t.ok(credit.deleteProduct, { id: ids.draft }, { ticket: operator })).toEqual({ id: ids.draft, deleted: true });
    expectCode(await t.call(credit.adminProduct, { id: ids.draft }, { ticket: operator }), Codes.NOT_FOUND);
  });

  it("operator calls refuse members and anonymous callers", async () => {
    const calls = [
      [credit.adminProducts, {}],
      [credit.adminProduct, { id: ids.loan }],
      [credit.addProduct, loan],
      [credit.updateProduct, { ...loan, id: ids.loan }],
      [credit.deleteProduct, { id: ids.loan }],
      [credit.putOnProduct, { id: ids.loan }],
      [credit.takeOffProduct, { id: ids.loan }],
      [credit.adminApplies, {}],
      [credit.adminApply, { id: "x" }],
      [credit.approveApply, { id: "x" }],
      [credit.rejectApply, { id: "x", reason: "不符合" }],
      [credit.disburseApply, { id: "x", amount: 100, date: "2026-01-01" }],
      [credit.settleApply, { id: "x", date: "2026-01-01" }],
    ] as const;
    for (const [def, input] of calls) {
      expectCode(await t.call(def, input, { ticket: solo }), Codes.FORBIDDEN);
      expectCode(await t.call(def, input), Codes.NOT_LOGGED_IN);
    }
  });

  it("a member applies within the product's ranges with their own attachments", async () => {
    const proof = await fakeUpload(db, "p-solo", "p-solo");
    const r = await t.ok(credit.apply, { ...form(ids.loan), attachments: [proof] }, { ticket: solo });
    expect(r.state).toBe("SUBMITTED");
    ids.soloLoan = r.id;
    const mine = await t.ok(credit.myApplies, {}, { ticket: solo });
    expect(mine.list).toHaveLength(1);
    expect(mine.list[0]).toMatchObject({ id: r.id, productName: "养殖贷", institution: "济南农村商业银行", applicantName: "个人买家", applicantType: "PERSON", amount: 20_000_000, state: "SUBMITTED" });
    expect(mine.list[0].attachments.map((a) => a.fileId)).toEqual([proof]);
    const detail = await t.ok(credit.myApply, { id: r.id }, { ticket: solo });
    expect(detail.history.map((h) => [h.fromState, h.event, h.toState, h.actorKind])).toEqual([[null, "submit", "SUBMITTED", "MEMBER"]]);
    expect((await t.ok(credit.myApplies, { state: "APPROVED" }, { ticket: solo })).total).toBe(0);
    expect((await t.ok(credit.adminProducts, { keyword: "养殖贷" }, { ticket: operator })).list[0]).toMatchObject({ pendingApplies: 1, totalApplies: 1 });
  });

  it("application input names the bad field; rules of the product are kept", async () => {
    expectCode(await t.call(credit.apply, { ...form(ids.loan), amount: 100 }, { ticket: other }), Codes.VALIDATION, "amount");
    expectCode(await t.call(credit.apply, { ...form(ids.loan), amount: -5 }, { ticket: other }), Codes.VALIDATION, "amount");
    expectCode(await t.call(credit.apply, { ...form(ids.loan), termMonths: 48 }, { ticket: other }), Codes.VALIDATION, "termMonths");
    expectCode(await t.call(credit.apply, { ...form(ids.loan), contactMobile: "12345" }, { ticket: other }), Codes.VALIDATION, "contactMobile");
    expectCode(await t.call(credit.apply, { ...form(ids.loan), purpose: "" }, { ticket: other }), Codes.VALIDATION, "purpose");
    expectCode(await t.call(credit.apply, { ...form("nope") }, { ticket: other }), Codes.VALIDATION, "productId");
    const foreign = await fakeUpload(db, "p-solo", "p-solo");
    expectCode(await t.call(credit.apply, { ...form(ids.loan), attachments: [foreign] }, { ticket: other }), Codes.VALIDATION, "attachments");
    // enterprise-only insurance refuses a person; the same identity cannot apply twice while waiting
    expectCode(await t.call(credit.apply, form(ids.ins), { ticket: other }), Codes.CONFLICT);
    expectCode(await t.call(credit.apply, form(ids.loan), { ticket: solo }), Codes.CONFLICT);
    // who may call
    expectCode(await t.call(credit.apply, form(ids.loan)), Codes.NOT_LOGGED_IN);
    expectCode(await t.call(credit.myApplies, {}), Codes.NOT_LOGGED_IN);
    expectCode(await t.call(credit.myApply, { id: ids.soloLoan }), Codes.NOT_LOGGED_IN);
    expectCode(await t.call(credit.cancelApply, { id: ids.soloLoan }), Codes.NOT_LOGGED_IN);
    expectCode(await t.call(credit.apply, form(ids.loan), { ticket: sales }), Codes.FORBIDDEN);
    expectCode(await t.call(credit.myApplies, {}, { ticket: sales }), Codes.FORBIDDEN);
  });

  it("another member (or the same person acting for an enterprise) neither sees nor cancels it", async () => {
    expect((await t.ok(credit.myApplies, {}, { ticket: other })).total).toBe(0);
    expectCode(await t.call(credit.myApply, { id: ids.soloLoan }, { ticket: other }), Codes.NOT_FOUND);
    expectCode(await t.call(credit.cancelApply, { id: ids.soloLoan }, { ticket: other }), Codes.NOT_FOUND);
    expect((await t.ok(credit.myApplies, {}, { ticket: entA })).total).toBe(0);
    expect((await t.ok(credit.myApply, { id: ids.soloLoan }, { ticket: solo })).state).toBe("SUBMITTED");
  });

  it("an enterprise applies for enterprise-only insurance; an approved policy is final", async () => {
    const r = await t.ok(credit.apply, { ...form(ids.ins), contactName: "甲管理员" }, { ticket: entA });
    const [row] = (await t.ok(credit.myApplies, {}, { ticket: entA })).list;
    expect([row.id, row.applicantType, row.applicantName, row.kind]).toEqual([r.id, "ENTERPRISE", "甲禽业有限公司", "INSURANCE"]);
    expect(await t.ok(credit.approveApply, { id: r.id, note: "保单号 PICC-2026-001" }, { ticket: operator })).toEqual({ id: r.id, state: "APPROVED" });
    expectCode(await t.call(credit.disburseApply, { id: r.id, amount: 100, date: "2026-01-01" }, { ticket: operator }), Codes.CONFLICT);
    expectCode(await t.call(credit.cancelApply, { id: r.id }, { ticket: entA }), Codes.CONFLICT);
    expect((await t.ok(credit.myApply, { id: r.id }, { ticket: entA })).reviewNote).toBe("保单号 PICC-2026-001");
  });

  it("a member cancels while waiting; an operator rejects with a reason; decided ones move no further", async () => {
    const a = await t.ok(credit.apply, form(ids.loan), { ticket: other });
    expect(await t.ok(credit.cancelApply, { id: a.id }, { ticket: other })).toEqual({ id: a.id, state: "CANCELLED" });
    expectCode(await t.call(credit.cancelApply, { id: a.id }, { ticket: other }), Codes.CONFLICT);
    expectCode(await t.call(credit.approveApply, { id: a.id }, { ticket: operator }), Codes.CONFLICT);
    const b = await t.ok(credit.apply, form(ids.loan), { ticket: other });
    expectCode(await t.call(credit.rejectApply, { id: b.id, reason: "" }, { ticket: operator }), Codes.VALIDATION, "reason");
    await t.ok(credit.rejectApply, { id: b.id, reason: "经营年限不足两年" }, { ticket: operator });
    const rejected = await t.ok(credit.myApply, { id: b.id }, { ticket: other });
    expect([rejected.state, rejected.rejectReason]).toEqual(["REJECTED", "经营年限不足两年"]);
    expect(rejected.history.map((h) => [h.event, h.actorKind, h.reason])).toEqual([
      ["submit", "MEMBER", null],
      ["reject", "OPERATOR", "经营年限不足两年"],
    ]);
    expectCode(await t.call(credit.approveApply, { id: b.id }, { ticket: operator }), Codes.CONFLICT);
    expectCode(await t.call(credit.cancelApply, { id: b.id }, { ticket: other }), Codes.CONFLICT);
  });

  it("a loan is approved, disbursed and settled as the institution reports; the queue filters and searches", async () => {
    const id = ids.soloLoan;
    expectCode(await t.call(credit.disburseApply, { id, amount: 100, date: "2026-01-01" }, { ticket: operator }), Codes.CONFLICT);
    await t.ok(credit.approveApply, { id, note: "机构审批额度 20 万元" }, { ticket: operator });
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expectCode(await t.call(credit.disburseApply, { id, amount: 0, date: today }, { ticket: operator }), Codes.VALIDATION, "amount");
    // more than applied for (20 万元) is refused, naming the amount; the application stays approved
    expectCode(await t.call(credit.disburseApply, { id, amount: 20_000_001, date: today }, { ticket: operator }), Codes.VALIDATION, "amount");
    expect((await t.ok(credit.adminApply, { id }, { ticket: operator })).state).toBe("APPROVED");
    expectCode(await t.call(credit.disburseApply, { id, amount: 100, date: "2026-02-30" }, { ticket: operator }), Codes.VALIDATION, "date");
    expectCode(await t.call(credit.disburseApply, { id, amount: 100, date: "2999-01-01" }, { ticket: operator }), Codes.VALIDATION, "date");
    expectCode(await t.call(credit.disburseApply, { id, amount: 100, date: "2000-01-01" }, { ticket: operator }), Codes.VALIDATION, "date");
    expectCode(await t.call(credit.settleApply, { id, date: today }, { ticket: operator }), Codes.CONFLICT);
    expect(await t.ok(credit.disburseApply, { id, amount: 20_000_000, date: today }, { ticket: operator })).toEqual({ id, state: "DISBURSED" });
    expect(await t.ok(credit.settleApply, { id, date: today, note: "提前还清" }, { ticket: operator })).toEqual({ id, state: "CLOSED" });
    const d = await t.ok(credit.adminApply, { id }, { ticket: operator });
    expect([d.state, d.disbursedAmount, d.disbursedOn, d.closedOn, d.reviewNote]).toEqual(["CLOSED", 20_000_000, today, today, "机构审批额度 20 万元"]);
    expect(d.history.map((h) => [h.fromState, h.event, h.toState, h.actorKind])).toEqual([
      [null, "submit", "SUBMITTED", "MEMBER"],
      ["SUBMITTED", "approve", "APPROVED", "OPERATOR"],
      ["APPROVED", "disburse", "DISBURSED", "OPERATOR"],
      ["DISBURSED", "settle", "CLOSED", "OPERATOR"],
    ]);
    expect(d.history[3].reason).toBe("提前还清");
    expectCode(await t.call(credit.settleApply, { id, date: today }, { ticket: operator }), Codes.CONFLICT);
    const queue = await t.ok(credit.adminApplies, {}, { ticket: operator });
    expect(queue.total).toBe(4);
    expect((await t.ok(credit.adminApplies, { state: "CLOSED" }, { ticket: operator })).list.map((x) => x.id)).toEqual([id]);
    expect((await t.ok(credit.adminApplies, { kind: "INSURANCE" }, { ticket: operator })).total).toBe(1);
    expect((await t.ok(credit.adminApplies, { keyword: "甲禽业" }, { ticket: operator })).total).toBe(1);
    expectCode(await t.call(credit.adminApply, { id: "nope" }, { ticket: operator }), Codes.NOT_FOUND);
    expectCode(await t.call(credit.adminApplies, { state: "LOST" as never }, { ticket: operator }), Codes.VALIDATION, "state");
  });

  it("a product taken off leaves the hall and takes no new applications; waiting ones are still decided", async () => {
    const waiting = await t.ok(credit.apply, form(ids.loan), { ticket: solo });
    await t.ok(credit.takeOffProduct, { id: ids.loan }, { ticket: operator });
    expect((await t.ok(credit.publicProducts, {})).list.map((p) => p.id)).toEqual([ids.ins]);
    expectCode(await t.call(credit.apply, form(ids.loan), { ticket: other }), Codes.VALIDATION, "productId");
    expect((await t.ok(credit.approveApply, { id: waiting.id }, { ticket: operator })).state).toBe("APPROVED");
  });
});
