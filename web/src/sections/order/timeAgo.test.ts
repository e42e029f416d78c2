import { describe, expect, it } from "vitest";
import { timeAgo } from "./timeAgo";

describe("time ago", () => {
  const now = Date.parse("2026-11-24T12:00:00Z");
  it.each([
    ["2026-11-24T11:59:30Z", "刚刚", "just now"],
    ["2026-11-24T11:55:00Z", "5分钟前", "5 min ago"],
    ["2026-11-24T09:00:00Z", "3小时前", "3 h ago"],
    ["2026-11-23T11:00:00Z", "1天前", "1 day ago"],
    ["2026-11-20T12:00:00Z", "4天前", "4 days ago"],
    ["2026-09-01T12:00:00Z", "2026-09-01", "2026-09-01"],
    ["2026-11-24T12:05:00Z", "刚刚", "just now"],
    ["nonsense", "-", "-"],
  ])("%s", (iso, zh, en) => {
    expect(timeAgo(iso, now, "zh-CN")).toBe(zh);
    expect(timeAgo(iso, now, "en")).toBe(en);
  });
});
