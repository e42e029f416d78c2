import type { StateHistoryEntry } from "@qinlian/contract";
import { Empty, Timeline } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import "./texts";

/** The review history of a shop or goods, newest last. */
export function AuditHistory({ items }: { items: StateHistoryEntry[] }) {
  const { t } = useTranslation();
  if (!items.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("catalogAdmin.history.empty")} />;
  return (
    <Timeline
      items={items.map((h) => ({
        key: h.id,
        color: h.event === "reject" || h.event === "takeDown" ? "red" : h.event === "approve" ? "green" : "blue",
        children: (
          <div>
            <div>
              <b>{h.eventLabel}</b> {h.actorName ? `· ${h.actorName}` : ""} · {dayjs(h.createdAt).format("YYYY-MM-DD HH:mm")}
            </div>
            {h.reason && <div style={{ color: "#8c8c8c" }}>{t("catalogAdmin.history.reason", { reason: h.reason })}</div>}
          </div>
        ),
      }))}
    />
  );
}
