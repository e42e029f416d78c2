import type { StateHistoryEntry } from "@qinlian/contract";
import { Empty, Timeline } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { pick } from "../i18n";
import "./catalog.texts";
import { actorKindLabels, historyEventColor, historyEventLabel } from "./stateLabels";
import { formatTime } from "./formatTime";

export interface StateHistoryProps {
  items: StateHistoryEntry[];
  emptyText?: string;
  /** Drawn after an entry's event name, e.g. the state it led to as a tag (the review drawers). */
  tag?: (entry: StateHistoryEntry) => ReactNode;
  "data-testid"?: string;
}

/**
 * A record's state history (goods, shop, enterprise, service application), oldest first: each event
 * named from the web's texts by its code, who did it and when, and the reason when one was given.
 */
export function StateHistory({ items, emptyText, tag, "data-testid": testId = "state-history" }: StateHistoryProps) {
  const { t, i18n } = useTranslation();
  if (!items.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText ?? t("catalog.history.empty")} />;
  return (
    <Timeline
      data-testid={testId}
      items={items.map((h) => ({
        key: h.id,
        color: historyEventColor(h.event),
        children: (
          <div>
            <div>
              <b>{historyEventLabel(h.event, i18n.language, h.eventLabel)}</b>
              {tag && <span style={{ marginLeft: 8 }}>{tag(h)}</span>} · {h.actorName ?? pick(actorKindLabels[h.actorKind], i18n.language)} · {formatTime(h.createdAt)}
            </div>
            {h.reason && <div style={{ color: "#595959" }}>{t("catalog.history.reason", { reason: h.reason })}</div>}
          </div>
        ),
      }))}
    />
  );
}
