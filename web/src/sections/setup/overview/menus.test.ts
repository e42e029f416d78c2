import type { FuncNode, FuncTree, IdentityItem } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { canSwitchTo } from "../../../app/layouts/IdentitySwitcher";
import { memberSections, servedPages } from "./menus";
import { roleLabel } from "./roles";

const node = (code: string, path: string | null, children: FuncTree[] = []): FuncTree => ({
  code,
  parentCode: null,
  name: code,
  nameEn: code,
  path,
  icon: null,
  sort: 0,
  children,
});
const top = (code: string, path: string): FuncNode => ({ code, parentCode: null, name: code, nameEn: code, path, icon: null, sort: 0 });

describe("member centre menus", () => {
  const transaction = [
    node("transaction.buy", null, [node("transaction.buy.myOrder", "/transaction/notBuiltYet"), node("transaction.buy.myDemand", "/transaction/myDemand")]),
    node("transaction.shop", null, [node("transaction.shop.open", "/transaction/enterpriseOpenShop"), node("transaction.shop.goods", "/transaction/goodsManage")]),
  ];

  it("lists the served pages of a tree in menu order, leaving out screens not built", () => {
    expect(servedPages(transaction).map((p) => p.path)).toEqual(["/transaction/myDemand", "/transaction/enterpriseOpenShop", "/transaction/goodsManage"]);
  });

  it("a top entry whose own page is not served leads to its first served page; empty sections are left out", () => {
    const sections = memberSections(
      [top("transaction", "/transaction/index"), top("setup", "/setup/index"), top("nothing", "/nothing/index")],
      [transaction, [node("setup.account", null, [node("setup.account.index", "/setup/index")])], [node("nothing.x", null, [node("nothing.x.y", "/nothing/y")])]],
    );
    expect(sections.map((s) => [s.func.code, s.entry])).toEqual([
      ["transaction", "/transaction/myDemand"],
      ["setup", "/setup/index"],
    ]);
  });

  it("a section still loading its tree is shown once its own page is served", () => {
    expect(memberSections([top("setup", "/setup/index"), top("transaction", "/transaction/index")], [undefined, undefined]).map((s) => s.entry)).toEqual(["/setup/index"]);
  });
});

describe("identity switcher", () => {
  const item = (x: Partial<IdentityItem>): IdentityItem => ({ boId: "b", boName: "n", boType: "ENTERPRISE", employeeId: "e", isAdmin: true, verifyState: "APPROVED", roles: [], current: false, switchable: true, ...x });
  it("offers approved enterprises and the person, never the current identity or an enterprise not yet approved", () => {
    expect(canSwitchTo(item({}))).toBe(true);
    expect(canSwitchTo(item({ boType: "PERSON", verifyState: "NONE", employeeId: null }))).toBe(true);
    expect(canSwitchTo(item({ verifyState: "PENDING", switchable: false }))).toBe(false);
    expect(canSwitchTo(item({ verifyState: "REJECTED", switchable: false }))).toBe(false);
    expect(canSwitchTo(item({ current: true }))).toBe(false);
  });

  it("follows the server's switchable, not the verification state: an approved enterprise back in review stays open", () => {
    expect(canSwitchTo(item({ verifyState: "PENDING", switchable: true }))).toBe(true);
    expect(canSwitchTo(item({ verifyState: "REJECTED", switchable: true }))).toBe(true);
    expect(canSwitchTo(item({ verifyState: "APPROVED", switchable: false }))).toBe(false);
  });
});

describe("role labels", () => {
  it("names every role in both languages and keeps an unknown code", () => {
    expect(roleLabel("EMP_SALES", "zh-CN")).toBe("销售员");
    expect(roleLabel("ENTERPRISE_ADMIN", "en")).toBe("Enterprise admin");
    expect(roleLabel("NEW_ROLE", "zh-CN")).toBe("NEW_ROLE");
  });
});
