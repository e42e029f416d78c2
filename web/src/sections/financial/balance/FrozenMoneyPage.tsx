import { cashier, type FrozenItemView } from "@qinlian/contract";
import { useTranslation } from "react-i18next";
import { pick } from "../../../i18n";
import { formatFen } from "../../../kit/Money";
import { PageHeader } from "../../../kit/PageHeader";
import { PagedTable } from "../../../kit/SearchBar";
import { ToneTag } from "../../../kit/ToneTag";
import { usePagedCall } from "../../../kit/usePagedCall";
import { frozenReasonLabels } from "../../cashier/pay/labels";
import { BalanceCards } from "./BalanceCards";
import "./texts";
import { formatTime } from "../../../kit/formatTime";

/** /financial/balance/frozenMoney — each amount still frozen, with why. */
export default function FrozenMoneyPage() {
  const { t, i18n } = useTranslation();
  const list = usePagedCall(cashier.selFrozenList, "financial.frozen");
  return (
    <div>
      <PageHeader title={t("balance.frozenTitle")} />
      <BalanceCards actions={false} />
      <PagedTable<FrozenItemView>
        rowKey="id"
        list={list}
        emptyText={t("balance.noFrozen")}
        data-testid="frozen-table"
        columns={[
          { title: t("balance.time"), dataIndex: "createdAt", render: (v: string) => formatTime(v) },
          { title: t("balance.amount"), dataIndex: "amount", align: "right", render: (v: number) => formatFen(v) },
          {
            title: t("balance.reason"),
            dataIndex: "reason",
            render: (_: unknown, r) => (
              <>
                <ToneTag tone={frozenReasonLabels[r.reason].color}>{pick(frozenReasonLabels[r.reason], i18n.language)}</ToneTag>
                {r.memo && <div style={{ color: "#595959", fontSize: 12, marginTop: 2 }}>{r.memo}</div>}
              </>
            ),
          },
          { title: t("balance.bizId"), dataIndex: "bizId", responsive: ["md"] },
        ]}
      />
    </div>
  );
}
