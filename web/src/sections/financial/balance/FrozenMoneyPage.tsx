import { cashier, type CashFlowView } from "@qinlian/contract";
import { useTranslation } from "react-i18next";
import { formatFen } from "../../../kit/Money";
import { PageHeader } from "../../../kit/PageHeader";
import { PagedTable } from "../../../kit/SearchBar";
import { usePagedCall } from "../../../kit/usePagedCall";
import { BalanceCards } from "./BalanceCards";
import "./texts";
import { formatTime } from "../../../kit/formatTime";

/** /financial/balance/frozenMoney — each amount still frozen, with why. */
export default function FrozenMoneyPage() {
  const { t } = useTranslation();
  const list = usePagedCall(cashier.selFrozenList, "financial.frozen");
  return (
    <div>
      <PageHeader title={t("balance.frozenTitle")} />
      <BalanceCards actions={false} />
      <PagedTable<CashFlowView>
        rowKey="id"
        list={list}
        emptyText={t("balance.noFrozen")}
        data-testid="frozen-table"
        columns={[
          { title: t("balance.time"), dataIndex: "createdAt", render: (v: string) => formatTime(v) },
          { title: t("balance.amount"), dataIndex: "amount", align: "right", render: (v: number) => formatFen(v) },
          { title: t("balance.reason"), dataIndex: "memo", render: (v: string | null) => v ?? "-" },
          { title: t("balance.bizId"), dataIndex: "bizId" },
        ]}
      />
    </div>
  );
}
