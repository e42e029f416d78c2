import { describe, expect, it } from "vitest";
import { routeExists, routeOf } from "../../../app/sections";
import { introSteps } from "./IntroSteps";

describe("/setup data screens", () => {
  it("serves the spec's paths, each behind login and its function", () => {
    const expected: [string, string][] = [
      ["/setup/manufacturerList", "setup.org.manufacturer"],
      ["/setup/manufacturerList/add", "setup.org.manufacturer"],
      ["/setup/manufacturerList/update/abc", "setup.org.manufacturer"],
      ["/setup/shippingAddress", "setup.account.address"],
      ["/setup/shippingAddress/1", "setup.account.address"],
      ["/setup/wdzl", "setup.account.wdzl"],
      ["/setup/wdzl/1", "setup.account.wdzl"],
      ["/setup/wdjf", "setup.account.points"],
      ["/setup/point", "setup.account.pointRules"],
    ];
    for (const [path, func] of expected) {
      const r = routeOf(path);
      expect(r, path).toBeDefined();
      expect([r!.needLogin, r!.func], path).toEqual([true, func]);
    }
  });

  it("the first-login guide runs profile → address, then the password step only when that screen exists", () => {
    const steps = introSteps("1").map((s) => s.key);
    expect(steps.slice(0, 2)).toEqual(["profile", "address"]);
    expect(steps.includes("password")).toBe(routeExists("/setup/setLoginPassword/1"));
    expect(introSteps("1")[1].path).toBe("/setup/shippingAddress/1");
  });
});
