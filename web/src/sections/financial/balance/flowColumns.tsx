import type { CashFlowView } from "@qinlian/contract";
import type { TableColumnsType } from "antd";
import type { TFunction } from "i18next";
import { pick } from "../../../i18n";
import { formatFen } from "../../../kit/Money";
import { ToneTag } from "../../../kit/ToneTag";
import { cashFlowKindLabels, channelNames, flowStatusLabels, signOf } from "../../cashier/pay/labels";
import { formatTime } from "../../../kit/formatTime";

/** The cash-flow table's columns (balance page, overview, frozen money). */
export function flowColumns(t: TFunction, lang: string, opts: { compact?: boolean } = {}): TableColumnsType<CashFlowView> {
  const cols: TableColumnsType<CashFlowView> = [
    { title: t("balance.time"), dataIndex: "createdAt", width: 170, render: (v: string) => formatTime(v) },
    {
      title: t("balance.kind"),
      dataIndex: "kind",
      width: 120,
      render: (_: unknown, r) => <ToneTag tone={cashFlowKindLabels[r.kind].color}>{pick(cashFlowKindLabels[r.kind], lang)}</ToneTag>,
    },
    {
      title: t("balance.amount"),
      dataIndex: "amount",
      align: "right",
      width: 130,
      render: (_: unknown, r) => (
        <span style={{ color: r.direction === "IN" ? "#237804" : r.direction === "OUT" ? "#ad2102" : undefined, fontWeight: 600 }} data-testid="flow-amount">
          {signOf(r.direction)}
          {formatFen(r.amount)}
        </span>
      ),
    },
    { title: t("balance.availableAfter"), dataIndex: "availableAfter", align: "right", width: 130, render: (v: number) => formatFen(v) },
  ];
  if (!opts.compact) {
    cols.push(
      { title: t("balance.frozenAfter"), dataIndex: "frozenAfter", align: "right", width: 110, render: (v: number) => formatFen(v) },
      { title: t("balance.channel"), dataIndex: "channel", width: 110, render: (v: CashFlowView["channel"]) => (v ? pick(channelNames[v], lang) : "-") },
      { title: t("balance.memo"), dataIndex: "memo", ellipsis: true, render: (v: string | null) => v ?? "-" },
    );
  }
  cols.push({
    title: t("balance.status"),
    dataIndex: "status",
    width: 100,
    render: (_: unknown, r) => <ToneTag tone={flowStatusLabels[r.status].color}>{pick(flowStatusLabels[r.status], lang)}</ToneTag>,
  });
  return cols;
}
