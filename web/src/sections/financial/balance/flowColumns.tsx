import type { CashFlowView } from "@qinlian/contract";
import { Empty, List, type PaginationProps, type TableColumnsType } from "antd";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { pick } from "../../../i18n";
import { formatFen } from "../../../kit/Money";
import { ToneTag } from "../../../kit/ToneTag";
import { cashFlowKindLabels, channelNames, flowStatusLabels, signOf } from "../../cashier/pay/labels";
import { formatTime } from "../../../kit/formatTime";
import "./texts";

/** The cash-flow table's columns (balance page, overview, frozen money). */
export function flowColumns(t: TFunction, lang: string, opts: { compact?: boolean } = {}): TableColumnsType<CashFlowView> {
  const cols: TableColumnsType<CashFlowView> = [
    { title: t("balance.time"), dataIndex: "createdAt", width: 150, render: (v: string) => formatTime(v) },
    {
      title: t("balance.kind"),
      dataIndex: "kind",
      width: 110,
      render: (_: unknown, r) => <ToneTag tone={cashFlowKindLabels[r.kind].color}>{pick(cashFlowKindLabels[r.kind], lang)}</ToneTag>,
    },
    {
      title: t("balance.amount"),
      dataIndex: "amount",
      align: "right",
      width: 120,
      render: (_: unknown, r) => (
        <span style={{ color: r.direction === "IN" ? "#237804" : r.direction === "OUT" ? "#ad2102" : undefined, fontWeight: 600 }} data-testid="flow-amount">
          {signOf(r.direction)}
          {formatFen(r.amount)}
        </span>
      ),
    },
    { title: t("balance.availableAfter"), dataIndex: "availableAfter", align: "right", width: 120, render: (v: number) => formatFen(v) },
  ];
  if (!opts.compact) {
    cols.push(
      { title: t("balance.frozenAfter"), dataIndex: "frozenAfter", align: "right", width: 100, render: (v: number) => formatFen(v) },
      { title: t("balance.channel"), dataIndex: "channel", width: 100, responsive: ["xxl"], render: (v: CashFlowView["channel"]) => (v ? pick(channelNames[v], lang) : "-") },
      { title: t("balance.memo"), dataIndex: "memo", ellipsis: { showTitle: true }, render: (v: string | null) => v ?? "-" },
    );
  }
  cols.push({
    title: t("balance.status"),
    dataIndex: "status",
    width: 90,
    render: (_: unknown, r) => <ToneTag tone={flowStatusLabels[r.status].color}>{pick(flowStatusLabels[r.status], lang)}</ToneTag>,
  });
  return cols;
}

/**
 * The cash flow on a phone: one line per movement with what a person looks for first — the kind and
 * the amount, then when and the available balance after it (the table's other columns would only be
 * reachable by scrolling it sideways).
 */
export function FlowList({ items, loading, pagination, emptyText }: { items: readonly CashFlowView[]; loading?: boolean; pagination?: PaginationProps | false; emptyText: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <List<CashFlowView>
      data-testid="flow-list"
      loading={loading}
      dataSource={[...items]}
      pagination={pagination ? { ...pagination, size: "small", align: "center" } : false}
      locale={{ emptyText: <Empty description={emptyText} /> }}
      renderItem={(r) => (
        <List.Item data-testid="flow-item" style={{ display: "block", padding: "10px 0" }}>
          <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center", gap: 8 }}>
            <span data-cell style={{ display: "flex", gap: 6, alignItems: "center", minWidth: 0, flexWrap: "wrap" }}>
              <ToneTag tone={cashFlowKindLabels[r.kind].color}>{pick(cashFlowKindLabels[r.kind], lang)}</ToneTag>
              {(r.status === "ONGOING" || r.status === "FAILED") && <ToneTag tone={flowStatusLabels[r.status].color}>{pick(flowStatusLabels[r.status], lang)}</ToneTag>}
            </span>
            <span data-cell data-testid="flow-amount" style={{ color: r.direction === "IN" ? "#237804" : r.direction === "OUT" ? "#ad2102" : undefined, fontWeight: 600, whiteSpace: "nowrap" }}>
              {signOf(r.direction)}
              {formatFen(r.amount)}
            </span>
          </div>
          <div style={{ display: "flex", justifyContent: "space-between", gap: 8, color: "#595959", fontSize: 13, marginTop: 4 }}>
            <span data-cell>{formatTime(r.createdAt)}</span>
            <span data-cell style={{ whiteSpace: "nowrap" }}>{t("balance.balanceAfter", { money: formatFen(r.availableAfter) })}</span>
          </div>
          {r.memo && (
            <div data-cell style={{ color: "#8c8c8c", fontSize: 12, marginTop: 2, overflowWrap: "anywhere" }}>
              {r.memo}
            </div>
          )}
        </List.Item>
      )}
    />
  );
}
