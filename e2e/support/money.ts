import type { Page } from "playwright-core";

/** Money as a person reads it on screen: fen → "¥1,234.50". */
export const yuan = (fen: number) => `¥${Math.floor(fen / 100).toLocaleString("en-US")}.${String(fen % 100).padStart(2, "0")}`;

/** A fresh mainland mobile number for this run. */
export const newMobile = (prefix: string) => `${prefix}${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** A resident ID card number with a valid birth date and GB 11643-1999 check character (Jinan, born 1985). */
export function validIdCard(): string {
  const body = `370102198507${String(10 + Math.floor(Math.random() * 18)).padStart(2, "0")}${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}`;
  const sum = [...body].reduce((s, c, i) => s + ID_WEIGHTS[i] * Number(c), 0);
  return body + "10X98765432"[sum % 11];
}

/** A 19-digit debit card number (ICBC's 622202 prefix) that passes the Luhn check. */
export function luhnCard(): string {
  const body = `622202${String(Math.floor(Math.random() * 1e12)).padStart(12, "0")}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return body + String((10 - (sum % 10)) % 10);
}

/** Waits until a second SMS to one number may go (the journeys run the server with SMS_RESEND_SECONDS=3). */
export async function smsGap(since: number): Promise<void> {
  const wait = since + 4_000 - Date.now(); // the journeys' server: SMS_RESEND_SECONDS=3 (global-setup.ts)
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
}

/** Whether the page scrolls sideways (the document is wider than the window). */
export const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The text of each row of the cash-flow table (desktop) or list (phone), newest first, cells joined by " | ". */
export async function flowRows(page: Page): Promise<string[]> {
  const table = page.getByTestId("flow-table");
  const rows = (await table.count())
    ? table.locator("tbody tr.ant-table-row")
    : page.getByTestId("flow-list").locator("[data-testid=flow-item]");
  return rows.evaluateAll((els) => els.map((e) => Array.from(e.querySelectorAll("td, [data-cell]")).map((c) => (c as HTMLElement).innerText.trim()).join(" | ")));
}
