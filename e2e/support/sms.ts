import { existsSync, readFileSync } from "node:fs";
import { inject } from "vitest";

/** The newest SMS the server sent to `mobile` (from SMS_ECHO_FILE), waiting up to 10 s for it. */
export async function lastSms(mobile: string, after = 0): Promise<{ content: string; purpose: string; code: string | null }> {
  const file = inject("smsFile");
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (existsSync(file)) {
      const msgs = readFileSync(file, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { mobile: string; purpose: string; content: string; at: string })
        .filter((m) => m.mobile === mobile && Date.parse(m.at) >= after);
      const m = msgs.at(-1);
      if (m) return { content: m.content, purpose: m.purpose, code: /(\d{6})/.exec(m.content)?.[1] ?? null };
    }
    if (Date.now() > deadline) throw new Error(`no SMS to ${mobile}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
