import { credit } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { loadCreditDemo } from "../../demo/credit";
import { createPerson, demoPeople } from "../../demo/members";
import { loadDemoOrg } from "../../demo/org";
import { createTestApp } from "../../testing/harness";

describe("credit demo", async () => {
  const t = await createTestApp();
  for (const p of demoPeople) await createPerson(t.database.db, p);
  await loadDemoOrg(t.database.db);
  await loadCreditDemo(t.systemCtx());

  it("lists five products on the service hall and gives the demo members applications in every state", async () => {
    expect((await t.ok(credit.publicProducts, { pageSize: 20 })).list.map((p) => p.name).sort()).toEqual(["养殖贷", "禽业贷", "肉鸡养殖保险", "蛋鸡价格指数保险", "鲁担惠农贷"].sort());
    const buyer = await t.login("buyer", "Buyer@2026");
    const mine = await t.ok(credit.myApplies, {}, { ticket: buyer });
    expect(mine.list.map((a) => [a.productName, a.state])).toEqual([
      ["肉鸡养殖保险", "SUBMITTED"],
      ["养殖贷", "DISBURSED"],
      ["禽业贷", "REJECTED"],
    ]);
    const operator = await t.login("operator", "Operator@2026");
    const states = (await t.ok(credit.adminApplies, { pageSize: 20 }, { ticket: operator })).list.map((a) => a.state).sort();
    expect(states).toEqual(["APPROVED", "CLOSED", "DISBURSED", "REJECTED", "SUBMITTED", "SUBMITTED"]);
    const closed = (await t.ok(credit.adminApplies, { state: "CLOSED" }, { ticket: operator })).list[0];
    expect((await t.ok(credit.adminApply, { id: closed.id }, { ticket: operator })).history.map((h) => [h.event, h.actorName])).toEqual([
      ["submit", "王立新"],
      ["approve", "平台运营"],
      ["disburse", "平台运营"],
      ["settle", "平台运营"],
    ]);
  });
});
