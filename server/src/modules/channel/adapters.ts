import type { OutsideChannel } from "@qinlian/contract";
import type { ChannelAdapter } from "./adapter";
import { SandboxAdapter } from "./sandbox";

/**
 * Which adapter serves each outside channel. Today every one is a configured instance of the sandbox
 * bank; a real bank is one new adapter file (implementing `ChannelAdapter`) and its line here
 * (ARCHITECTURE.md, "Payment channels"). Adapters are stateless: what they keep is in the database.
 */
const adapters: Readonly<Record<OutsideChannel, ChannelAdapter>> = {
  SANDBOX: new SandboxAdapter("SANDBOX"),
  LDYS: new SandboxAdapter("LDYS"),
  GT: new SandboxAdapter("GT"),
  YEE_PAY: new SandboxAdapter("YEE_PAY"),
  SEF: new SandboxAdapter("SEF"),
  ABCCG: new SandboxAdapter("ABCCG"),
  ICBC_B2C: new SandboxAdapter("ICBC_B2C"),
  ICBC_B2B: new SandboxAdapter("ICBC_B2B"),
};

/** The adapter of an outside channel (BALANCE has none: the cashier pays from the ledger itself). */
export function adapterOf(code: OutsideChannel): ChannelAdapter {
  const a = adapters[code];
  if (!a) throw new Error(`no adapter for channel ${String(code)}`);
  return a;
}
