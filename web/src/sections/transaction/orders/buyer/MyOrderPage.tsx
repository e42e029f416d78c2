import { order } from "@qinlian/contract";
import { Badge, Button, DatePicker, Empty, Form, Grid, Input, Pagination, Radio, Skeleton, Space, Tabs } from "antd";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useCall } from "../../../../api";
import { pick } from "../../../../i18n";
import { LoadFailed } from "../../../../kit/LoadFailed";
import { PageHeader } from "../../../../kit/PageHeader";
import { usePagedCall } from "../../../../kit/usePagedCall";
import { OrderCardItem } from "../shared/OrderCardItem";
import { orderStageLabels } from "../shared/words";
import { BUYER_STAGES, buyerDetailPath, stageOf, type BuyerStage } from "./actions";
import { BuyerOrderActions } from "./BuyerOrderActions";
import "./texts";

interface Search {
  keyword?: string;
  from?: string;
  to?: string;
}

/**
 * /transaction/myOrder (我的订单): the buyer's orders by stage (tabs with counts, the tab in the
 * address as ?stage=), searched by keyword and order date, as cards with the buttons the server allows.
 */
export default function MyOrderPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const stage = stageOf(params.get("stage"));
  const [search, setSearch] = useState<Search>({});
  const [form] = Form.useForm<{ keyword?: string; dates?: [Dayjs, Dayjs] | null }>();
  const counts = useCall(order.selectOrderCount, { role: "BUYER" });
  const list = usePagedCall(order.selOrderListByPage, "transaction.myOrder", { input: { role: "BUYER", stage, ...search } });
  const rows = list.data?.list ?? [];
  // phones: the five stages do not fit as tabs (antd would fold them into a "more" menu): a scrolling strip
  const phone = Grid.useBreakpoint().md === false;
  const pickStage = (k: string) => setParams(k === "ALL" ? {} : { stage: k });

  const onSearch = (v: { keyword?: string; dates?: [Dayjs, Dayjs] | null }) =>
    setSearch({
      keyword: v.keyword?.trim() || undefined,
      from: v.dates?.[0]?.format("YYYY-MM-DD"),
      to: v.dates?.[1]?.format("YYYY-MM-DD"),
    });
  const tabLabel = (s: BuyerStage) => {
    const n = counts.data?.[s];
    const word = pick(orderStageLabels[s], i18n.language);
    if (s === "ALL" || !n) return word;
    return (
      <span>
        {word} <Badge count={n} size="small" overflowCount={99} color="#d4380d" />
      </span>
    );
  };

  return (
    <div data-testid="my-order-page">
      <PageHeader title={t("buyerOrder.list.title")} />
      {phone ? (
        <div style={{ overflowX: "auto", marginBottom: 12, paddingBottom: 4 }}>
          <Radio.Group value={stage} onChange={(e) => pickStage(e.target.value as string)} optionType="button" buttonStyle="solid" style={{ whiteSpace: "nowrap", display: "flex" }}>
            {BUYER_STAGES.map((s) => (
              <Radio.Button key={s} value={s} data-testid={`stage-${s}`}>
                {pick(orderStageLabels[s], i18n.language)}
                {s !== "ALL" && !!counts.data?.[s] && ` ${counts.data[s]}`}
              </Radio.Button>
            ))}
          </Radio.Group>
        </div>
      ) : (
        <Tabs activeKey={stage} onChange={pickStage} items={BUYER_STAGES.map((s) => ({ key: s, label: <span data-testid={`stage-${s}`}>{tabLabel(s)}</span> }))} />
      )}
      <Form form={form} layout="inline" onFinish={onSearch} style={{ rowGap: 8, marginBottom: 16 }}>
        <Form.Item name="keyword" rules={[{ max: 40 }]}>
          <Input allowClear maxLength={40} placeholder={t("buyerOrder.list.keyword")} aria-label={t("buyerOrder.list.keyword")} style={{ width: 220 }} data-testid="order-keyword" />
        </Form.Item>
        <Form.Item name="dates">
          <DatePicker.RangePicker aria-label={t("buyerOrder.list.dates")} allowEmpty={[true, true]} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" data-testid="order-search">
              {t("common.search")}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                setSearch({});
              }}
            >
              {t("common.reset")}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      {list.q.isError ? (
        <LoadFailed onRetry={() => void list.q.refetch()} />
      ) : list.loading ? (
        <Skeleton active />
      ) : !rows.length ? (
        <Empty description={search.keyword || search.from ? t("common.empty") : t(`buyerOrder.list.empty.${stage}`)} data-testid="orders-empty">
          {stage === "ALL" && !search.keyword && (
            <Link to="/goods/home">
              <Button type="primary">{t("buyerOrder.list.goShopping")}</Button>
            </Link>
          )}
        </Empty>
      ) : (
        <div style={{ opacity: list.q.isFetching ? 0.6 : 1 }}>
          {rows.map((o) => (
            <OrderCardItem key={o.id} order={o} detailPath={buyerDetailPath(o.id)} actions={<BuyerOrderActions order={o} />} />
          ))}
          <Pagination
            style={{ marginTop: 16, textAlign: "right" }}
            current={list.pagination.current}
            pageSize={list.pagination.pageSize}
            total={list.pagination.total}
            showSizeChanger
            pageSizeOptions={list.pagination.pageSizeOptions}
            showTotal={(total) => t("buyerOrder.list.total", { total })}
            onChange={list.pagination.onChange}
            size="small"
          />
        </div>
      )}
    </div>
  );
}
