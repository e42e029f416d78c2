import type { StateHistoryEntry } from "@qinlian/contract";
import { Empty, Timeline } from "antd";
import { useTranslation } from "react-i18next";
import { pick } from "../../../../i18n";
import { formatTime } from "../../../../kit/formatTime";
import { actorKindLabels } from "../../../../kit/stateLabels";
import { toneText } from "../../../../kit/ToneTag";
import { cancelReasonLabels, orderEventLabels, orderEventWord } from "./words";
import "./texts";

/**
 * A history reason in words: a cancel reason's code (alone or in front of the note, "OTHER：…") reads
 * as its words; any other text as it is.
 */
export function reasonText(reason: string, lang: string): string {
  const m = /^([A-Z][A-Z_]+)(?:\s*[:：;；,，·-]\s*([\s\S]*))?$/.exec(reason.trim());
  if (!m || !Object.hasOwn(cancelReasonLabels, m[1])) return reason;
  const word = pick(cancelReasonLabels[m[1] as keyof typeof cancelReasonLabels], lang);
  return m[2] ? `${word}：${m[2]}` : word;
}

/** The order's trace (下单、付款、改价、发货、收货…), newest first, each event in words, who and when. */
export function OrderHistory({ items }: { items: StateHistoryEntry[] }) {
  const { t, i18n } = useTranslation();
  if (!items.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("orderShared.history.empty")} />;
  const newestFirst = [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <Timeline
      data-testid="order-history"
      items={newestFirst.map((h) => ({
        key: h.id,
        color: toneText(Object.hasOwn(orderEventLabels, h.event) ? orderEventLabels[h.event].color : "blue"),
        children: (
          <div>
            <div>
              <b>{orderEventWord(h.event, i18n.language, h.eventLabel)}</b> · {h.actorName ?? pick(actorKindLabels[h.actorKind], i18n.language)}
            </div>
            <div style={{ color: "#595959", fontSize: 12 }}>{formatTime(h.createdAt)}</div>
            {h.reason && <div style={{ color: "#595959" }}>{t("orderShared.history.reason", { reason: reasonText(h.reason, i18n.language) })}</div>}
          </div>
        ),
      }))}
    />
  );
}
