import { describe, expect, it } from "vitest";
import { routeOf } from "../../app/sections";

/** The spec's paths (shared/spec/routes.tsv) of the account and agreement screens. */
const mine = [
  "/user/register",
  "/user/registerQY",
  "/user/forget",
  "/setup/backPwdOne",
  "/setup/backPwdTwo",
  "/setup/setPasswordOne",
  "/setup/setLoginPassword",
  "/setup/setLoginPassword/:isIntro",
  "/setup/xgsjh",
  "/setup/bindAccount",
  "/agreement/userInfo",
  "/agreement/channel/:type",
];

describe("account and agreement routes", () => {
  it("are served under the spec's exact paths", () => {
    for (const p of mine) expect(routeOf(p.replace(/:\w+/, "1"))?.path, p).toBe(p);
  });

  it("registration, password reset and agreements are open to visitors; account settings need a login", () => {
    for (const p of ["/user/register", "/user/registerQY", "/user/forget", "/agreement/userInfo", "/agreement/channel/ABCCG"]) {
      expect(routeOf(p)?.needLogin, p).toBeFalsy();
      expect(routeOf(p)?.func, p).toBeUndefined();
    }
    expect(routeOf("/setup/xgsjh")).toMatchObject({ needLogin: true, func: "setup.account.mobile" });
    expect(routeOf("/setup/bindAccount")).toMatchObject({ needLogin: true, func: "setup.account.bind" });
    expect(routeOf("/setup/setLoginPassword")).toMatchObject({ needLogin: true, func: "setup.account.password" });
  });

  it("the first-login password step needs a login but no function, so nobody is stuck on it", () => {
    const r = routeOf("/setup/setLoginPassword/1");
    expect(r?.path).toBe("/setup/setLoginPassword/:isIntro");
    expect(r?.needLogin).toBe(true);
    expect(r?.func).toBeUndefined();
  });
});
