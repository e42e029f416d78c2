import { useTranslation } from "react-i18next";
import { formatCountdown, remainingMs, useNow } from "./countdown";
import "./texts";

/**
 * A ticking countdown to `deadline` in a sentence: `kind` "pay" reads 剩余 29分05秒 自动取消, "confirm"
 * reads 10天0小时 后自动确认收货. Nothing without a deadline; "pay" past its deadline says so.
 */
export function OrderCountdown({ deadline, kind }: { deadline: string | null | undefined; kind: "pay" | "confirm" }) {
  const { t, i18n } = useTranslation();
  const now = useNow(kind === "pay" ? 1000 : 60_000);
  const ms = remainingMs(deadline, now);
  if (ms == null) return null;
  if (ms === 0) return kind === "pay" ? <span style={{ color: "#595959" }}>{t("orderShared.card.payOver")}</span> : null;
  const left = formatCountdown(ms, i18n.language);
  return (
    <span data-testid={`countdown-${kind}`} style={{ color: kind === "pay" ? "#d4380d" : "#595959" }}>
      {kind === "pay" ? t("orderShared.card.payLeft", { left }) : t("orderShared.card.confirmLeft", { left })}
    </span>
  );
}
