import { describe, expect, it } from "vitest";
import { BizError } from "../../kit/errors";
import { assertPasswordAllowed } from "./passwords";

const refusal = (password: string, owner: { loginName?: string | null; mobile?: string | null } = {}, field?: string) => {
  try {
    assertPasswordAllowed(password, owner, field);
    return null;
  } catch (e) {
    return (e as BizError).message;
  }
};

describe("the login password policy", () => {
  it("refuses common passwords in any case, naming the field", () => {
    for (const p of ["password1", "Password1", "PASSWORD1", "qwerty123", "passw0rd", "1qaz2wsx", "iloveyou1"]) {
      expect(refusal(p), p).toBe("password: 该密码过于常见，容易被猜中，请换一个");
    }
    expect(refusal("password1", {}, "newPassword")).toMatch(/^newPassword: /);
  });

  it("refuses a password containing the login name or the mobile, in any case", () => {
    expect(refusal("Wang_Farm#1", { loginName: "wang_farm", mobile: "13900000001" })).toBe("password: 密码不能包含登录名或手机号");
    expect(refusal("a13900000001", { loginName: "someone", mobile: "13900000001" })).toBe("password: 密码不能包含登录名或手机号");
    expect(refusal("Xyz#13900000001", { loginName: "13900000001", mobile: "13900000001" })).toMatch(/登录名或手机号/);
    expect(refusal("Wang#2026go", { loginName: "wang_farm", mobile: null })).toBeNull();
  });

  it("keeps the format rule of the contract", () => {
    expect(refusal("short1!")).toMatch(/^password: 密码长度/);
    expect(refusal("onlyletters")).toMatch(/^password: 密码须包含/);
  });

  it("lets the demo and test passwords through", () => {
    for (const p of ["Buyer@2026", "Operator@2026", "Luqin@2026", "Shop@2026", "Sales@2026", "Finance@2026", "Hexing@2026", "Expert@2026", "Provider@2026", "Seller@2026", "Yimeng@2026", "Qinlian@2026"]) {
      expect(refusal(p, { loginName: "someone_else", mobile: "13800000099" }), p).toBeNull();
    }
  });
});
