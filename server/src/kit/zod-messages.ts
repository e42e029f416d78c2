import { z } from "zod";

/**
 * Zod's own messages in Chinese, the server's language (a call's bad input answers
 * "参数错误 — field: message", shown to people in the portal's 提示 dialog): zod's zh-CN locale, and
 * a missing field is "必填" rather than "期望 string，实际接收 undefined". A schema's own message
 * (`.min(1, "请输入名称")`) still wins. zod's configuration is global: this is the server's, set once
 * when the call pipeline loads.
 */
export function useChineseZodMessages(): void {
  z.config(z.locales.zhCN());
  z.config({
    customError: (issue) => (issue.code === "invalid_type" && issue.input === undefined ? "必填" : undefined),
  });
}
