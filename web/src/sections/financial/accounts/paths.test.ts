import { describe, expect, it } from "vitest";
import { accountRoutes, transactionAccountRoutes } from "./routes";
import { channelOfPath, holderOfPath, managePath, openPath, resultPath } from "./paths";

const q = (s = "") => new URLSearchParams(s);

describe("finance account screens: channel and holder from the path", () => {
  it("reads the channel from the parameter, the path, the query", () => {
    expect(channelOfPath("/financial/openAccount/LDYS", { channelType: "LDYS" }, q())).toBe("LDYS");
    expect(channelOfPath("/financial/openAccount/NOPE", { channelType: "NOPE" }, q())).toBeNull();
    expect(channelOfPath("/financial/openAccount/YEE_PAY/PSN", {}, q())).toBe("YEE_PAY");
    expect(channelOfPath("/financial/account/yeePay/result", {}, q())).toBe("YEE_PAY");
    expect(channelOfPath("/financial/account/SEF/manage", {}, q())).toBe("SEF");
    expect(channelOfPath("/transaction/account/ABCCG/openAccount/ICBC_B2C/PSN", {}, q())).toBe("ICBC_B2C");
    expect(channelOfPath("/transaction/account/ABCCG/account/ABCCG", {}, q())).toBe("ABCCG");
    expect(channelOfPath("/transaction/account/ABCCG/openAccountResult", {}, q("channel=ICBC_B2B"))).toBe("ICBC_B2B");
    expect(channelOfPath("/financial/openValidateResult", {}, q())).toBe("SEF");
    expect(channelOfPath("/financial/BankAccount", {}, q())).toBe("SANDBOX");
  });

  it("reads the holder type from the parameter, the path or the identity", () => {
    expect(holderOfPath("/financial/openAccount/SEF/ORG", { accountType: "ORG" }, false)).toBe("ORG");
    expect(holderOfPath("/financial/openAccount/SEF/XYZ", { accountType: "XYZ" }, false)).toBeNull();
    expect(holderOfPath("/financial/openAccount/YEE_PAY/PSN", {}, true)).toBe("PSN");
    expect(holderOfPath("/financial/openAccount/GT/bindCard", {}, true)).toBe("ORG");
  });

  it("every path it links to is a route of the section", () => {
    const all = [...accountRoutes, ...transactionAccountRoutes].map((r) => new RegExp(`^${r.path.replace(/:[^/]+/g, "[^/]+")}$`));
    const exists = (p: string) => all.some((re) => re.test(p.split("?")[0]));
    for (const ch of ["SANDBOX", "LDYS", "GT", "YEE_PAY", "SEF", "ABCCG", "ICBC_B2C", "ICBC_B2B"] as const) {
      for (const p of [openPath(ch, "PSN"), openPath(ch, "ORG"), resultPath(ch), managePath(ch)]) expect(exists(p), p).toBe(true);
    }
  });
});
