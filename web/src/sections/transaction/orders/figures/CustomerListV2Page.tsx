import { order } from "@qinlian/contract";
import { Card, Col, Empty, Form, Input, Pagination, Row, Skeleton, Statistic, Typography } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCall } from "../../../../api";
import { formatTime } from "../../../../kit/formatTime";
import { LoadFailed } from "../../../../kit/LoadFailed";
import { formatFen } from "../../../../kit/Money";
import { PageHeader } from "../../../../kit/PageHeader";
import { SearchBar } from "../../../../kit/SearchBar";
import { usePagedCall } from "../../../../kit/usePagedCall";
import { CUSTOMERS } from "./CustomerListPage";
import { byAmount, shareText } from "./customers";
import "./texts";

/** /transaction/staff/customerListV2 — the same buyers as cards, sorted by sales, with the number of buyers on top. */
export default function CustomerListV2Page() {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ keyword?: string }>();
  const [keyword, setKeyword] = useState<string | undefined>();
  const count = useCall(order.selCountBuyerBoIdByOrder, {});
  const list = usePagedCall(order.selBuyerStat, "transaction.customerListV2", { input: { keyword }, defaultPageSize: 20 });
  const rows = useMemo(() => byAmount(list.data?.list ?? []), [list.data]);
  const pageTotal = rows.reduce((s, r) => s + r.amount, 0);
  const pageStart = ((Number(list.pagination.current) || 1) - 1) * (Number(list.pagination.pageSize) || 20);
  return (
    <div data-testid="customer-cards">
      <PageHeader
        title={t("orderFigures.customers.title")}
        extra={
          <Link to={CUSTOMERS} style={{ textDecoration: "underline" }}>
            {t("orderFigures.customers.table")}
          </Link>
        }
      />
      <Card size="small" style={{ marginBottom: 16, display: "inline-block", minWidth: 220 }}>
        <Statistic title={t("orderFigures.customers.buyerCount")} value={count.data?.count ?? "-"} loading={count.isLoading} valueStyle={{ color: "#d4380d" }} data-testid="buyer-count" />
      </Card>
      <SearchBar form={form} testId="customer" onSearch={(v) => setKeyword(v.keyword?.trim() || undefined)}>
        <Form.Item name="keyword" rules={[{ max: 30 }]}>
          <Input allowClear maxLength={30} placeholder={t("orderFigures.customers.keyword")} aria-label={t("orderFigures.customers.keyword")} style={{ width: 200 }} />
        </Form.Item>
      </SearchBar>
      {list.q.isError ? (
        <LoadFailed onRetry={() => void list.q.refetch()} />
      ) : list.loading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : !rows.length ? (
        <Empty style={{ padding: "48px 0" }} description={t("orderFigures.customers.empty")} />
      ) : (
        <>
          <Typography.Paragraph style={{ color: "#595959" }}>{t("orderFigures.customers.sortNote")}</Typography.Paragraph>
          <Row gutter={[12, 12]} style={{ opacity: list.q.isFetching ? 0.6 : 1 }}>
            {rows.map((r, i) => (
              <Col xs={24} sm={12} lg={8} xl={6} key={r.buyerBoId}>
                <Card size="small" title={r.buyerName} extra={<span style={{ color: "#595959", fontSize: 12 }}>{t("orderFigures.customers.rank", { n: pageStart + i + 1 })}</span>} data-testid="customer-card">
                  <div style={{ fontSize: 20, color: "#d4380d", fontWeight: 600 }}>{formatFen(r.amount)}</div>
                  <div style={{ color: "#595959", fontSize: 12 }}>{t("orderFigures.customers.share", { pct: shareText(r.amount, pageTotal) })}</div>
                  <div style={{ marginTop: 8 }}>
                    {t("orderFigures.customers.orders")}: {r.orderCount}
                  </div>
                  <div style={{ color: "#595959" }}>
                    {t("orderFigures.customers.lastOrder")}: {formatTime(r.lastOrderAt)}
                  </div>
                </Card>
              </Col>
            ))}
          </Row>
          <Pagination style={{ marginTop: 16 }} align="end" size="small" {...list.pagination} />
        </>
      )}
    </div>
  );
}
