import { order } from "@qinlian/contract";
import { Card, Empty, Pagination, Skeleton } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCall } from "../../api";
import { LoadFailed } from "../../kit/LoadFailed";
import { PageHeader } from "../../kit/PageHeader";
import { useNow } from "../transaction/orders/shared/countdown";
import { useUnitWord, withUnit } from "../transaction/orders/shared/useUnitWord";
import { timeAgo } from "./timeAgo";
import "./texts";

const PAGE = 20;

/** /order/list (成交动态): the mall's recent deals — who (masked), where, what, how many, which shop, how long ago. */
export default function DealListPage() {
  const { t, i18n } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const q = useCall(order.selDealListByPage, { pageNum, pageSize: PAGE }, { placeholderData: (prev) => prev });
  const now = useNow(60_000);
  const unitWord = useUnitWord();
  return (
    <div data-testid="deal-list-page" style={{ maxWidth: 960, margin: "0 auto" }}>
      <PageHeader title={t("dealFeed.title")} />
      <p style={{ color: "#595959" }}>{t("dealFeed.intro")}</p>
      {q.isLoading ? (
        <Skeleton active />
      ) : q.isError ? (
        <LoadFailed onRetry={() => void q.refetch()} />
      ) : !q.data?.list.length ? (
        <Empty description={t("dealFeed.empty")} />
      ) : (
        <Card size="small" styles={{ body: { padding: 0 } }}>
          <ul style={{ listStyle: "none", margin: 0, padding: 0, opacity: q.isFetching ? 0.6 : 1 }} data-testid="deal-list">
            {q.data.list.map((d, i) => (
              <li key={`${d.goodsId}-${d.at}-${i}`} style={{ display: "flex", flexWrap: "wrap", gap: "4px 12px", justifyContent: "space-between", padding: "10px 16px", borderBottom: "1px solid #f0f0f0" }}>
                <span style={{ minWidth: 0, overflowWrap: "anywhere" }}>
                  <b>{d.buyerName}</b>
                  {d.areaName && <span style={{ color: "#595959" }}> {t("dealFeed.from", { area: d.areaName })}</span>} {t("dealFeed.bought")}{" "}
                  <Link to={`/goods/detail?goodsId=${encodeURIComponent(d.goodsId)}`} style={{ textDecoration: "underline" }}>
                    {d.goodsName}
                  </Link>{" "}
                  <span style={{ color: "#595959" }}>
                    {d.specName} × {withUnit(d.quantity, unitWord(d.unit), i18n.language)}
                  </span>
                </span>
                <span style={{ color: "#595959", whiteSpace: "nowrap" }}>
                  {t("dealFeed.shop", { shop: d.shopName })} · {timeAgo(d.at, now, i18n.language)}
                </span>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {!!q.data?.total && (
        <Pagination style={{ marginTop: 16, textAlign: "right" }} current={pageNum} pageSize={PAGE} total={q.data.total} onChange={setPageNum} showSizeChanger={false} showTotal={(total) => t("dealFeed.total", { total })} hideOnSinglePage />
      )}
    </div>
  );
}
