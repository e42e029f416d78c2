import { describe, expect, it } from "vitest";
import { holderTypeOf, usableChannels, type ChannelWithAccount } from "./usableChannels";

const both = ["PSN", "ORG"] as const;
const list: ChannelWithAccount[] = [
  { code: "SANDBOX", enabled: true, holderTypes: [...both], account: { status: "ACTIVE", holderType: "PSN" } },
  { code: "LDYS", enabled: true, holderTypes: [...both], account: null },
  { code: "GT", enabled: true, holderTypes: [...both], account: { status: "PENDING", holderType: "PSN" } },
  { code: "YEE_PAY", enabled: true, holderTypes: [...both], account: { status: "FROZEN", holderType: "PSN" } },
  { code: "SEF", enabled: false, holderTypes: [...both], account: { status: "ACTIVE", holderType: "PSN" } },
  { code: "ABCCG", enabled: true, holderTypes: [...both], account: { status: "ACTIVE", holderType: "PSN" } },
  { code: "ICBC_B2C", enabled: true, holderTypes: ["PSN"], account: null },
  { code: "ICBC_B2B", enabled: true, holderTypes: ["ORG"], account: null },
];

describe("the channels an identity can pay through", () => {
  it("are the enabled ones where it has an open account, in order", () => {
    expect(usableChannels(list, "PSN")).toEqual(["SANDBOX", "ABCCG"]);
  });

  it("never list ICBC_B2B for a person, even with an account there", () => {
    const odd = list.map((c) => (c.code === "ICBC_B2B" ? { ...c, account: { status: "ACTIVE", holderType: "PSN" as const } } : c));
    expect(usableChannels(odd, "PSN")).not.toContain("ICBC_B2B");
  });

  it("list ICBC_B2B for an enterprise with an open account there, and not a person's account", () => {
    const ent = list.map((c) =>
      c.code === "ICBC_B2B" ? { ...c, account: { status: "ACTIVE", holderType: "ORG" as const } } : c.code === "SANDBOX" ? c : { ...c, account: null },
    );
    expect(usableChannels(ent, "ORG")).toEqual(["ICBC_B2B"]);
  });

  it("are none without an account", () => {
    expect(usableChannels(list.map((c) => ({ ...c, account: null })), "PSN")).toEqual([]);
  });

  it("an enterprise acts as ORG, anyone else as PSN", () => {
    expect(holderTypeOf("ENTERPRISE")).toBe("ORG");
    expect(holderTypeOf("PERSON")).toBe("PSN");
    expect(holderTypeOf(undefined)).toBe("PSN");
  });
});
