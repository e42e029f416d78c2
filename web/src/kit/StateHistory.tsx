import type { StateHistoryEntry } from "@qinlian/contract";
import { Empty, Timeline } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { pick } from "../i18n";
import "./catalog.texts";
import { actorKindLabels, historyEventColor, historyEventLabel } from "./stateLabels";

/**
 * A record's state history (goods, shop, enterprise, service application), oldest first: each event
 * named from the web's texts by its code, who did it and when, and the reason when one was given.
 */
export function StateHistory({ items, emptyText }: { items: StateHistoryEntry[]; emptyText?: string }) {
  const { t, i18n } = useTranslation();
  if (!items.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText ?? t("catalog.history.empty")} />;
  return (
    <Timeline
      data-testid="state-history"
      items={items.map((h) => ({
        key: h.id,
        color: historyEventColor(h.event),
        children: (
          <div>
            <div>
              <b>{historyEventLabel(h.event, i18n.language, h.eventLabel)}</b> · {h.actorName ?? pick(actorKindLabels[h.actorKind], i18n.language)} · {dayjs(h.createdAt).format("YYYY-MM-DD HH:mm")}
            </div>
            {h.reason && <div style={{ color: "#595959" }}>{t("catalog.history.reason", { reason: h.reason })}</div>}
          </div>
        ),
      }))}
    />
  );
}
