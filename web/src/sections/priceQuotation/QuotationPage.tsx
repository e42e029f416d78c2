import { quotation, system, type QuotationRow, type QuotationSource } from "@qinlian/contract";
import { ArrowDownOutlined, ArrowUpOutlined } from "@ant-design/icons";
import { Button, Card, Empty, Form, Input, Segmented, Select, Skeleton, Space, Table, Typography } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCall } from "../../api";
import { pick } from "../../i18n";
import { Money } from "../../kit/Money";
import { PageHeader } from "../../kit/PageHeader";
import { TrendChart } from "./TrendChart";
import "./texts";

interface Filters {
  parentId?: string;
  keyword?: string;
  areaCode?: string;
  day?: string;
  source: QuotationSource;
}

/** Basis points as a coloured percentage (red up, green down — the Chinese market convention). */
function Change({ bp }: { bp: number | null }) {
  if (bp == null) return <span style={{ color: "#595959" }}>-</span>;
  const color = bp > 0 ? "#cf1322" : bp < 0 ? "#237804" : "#595959";
  return (
    <span style={{ color }}>
      {bp > 0 ? <ArrowUpOutlined /> : bp < 0 ? <ArrowDownOutlined /> : null} {(Math.abs(bp) / 100).toFixed(2)}%
    </span>
  );
}

function Trend({ row, areaCode, source }: { row: QuotationRow | null; areaCode?: string; source: QuotationSource }) {
  const { t } = useTranslation();
  const [days, setDays] = useState(30);
  const q = useCall(quotation.selTrendByParam, { categoryId: row?.categoryId ?? "01", areaCode, unit: row?.unit, days, source }, { enabled: !!row });
  const chart = useMemo(() => {
    const points = q.data?.points ?? [];
    return {
      days: points.map((p) => p.day),
      series: [
        { name: t("quote.series.avg"), values: points.map((p) => p.avgPrice), color: "#d4380d" },
        { name: t("quote.series.min"), values: points.map((p) => p.minPrice), color: "#389e0d", dashed: true },
        { name: t("quote.series.max"), values: points.map((p) => p.maxPrice), color: "#1677ff", dashed: true },
      ],
    };
  }, [q.data, t]);
  return (
    <Card
      size="small"
      data-testid="trend"
      style={{ marginTop: 16 }}
      title={row ? t("quote.trendOf", { name: row.categoryName, area: row.areaName, unit: row.unitName }) : t("quote.trend")}
      extra={<Segmented value={days} onChange={(v) => setDays(Number(v))} options={[30, 90].map((n) => ({ value: n, label: t("quote.days", { n }) }))} data-testid="trend-days" />}
    >
      {!row ? (
        <Empty description={t("quote.pickRow")} />
      ) : q.isLoading ? (
        <Skeleton active />
      ) : !q.data?.points.length ? (
        <Empty description={t("quote.noTrend")} />
      ) : (
        <TrendChart days={chart.days} series={chart.series} />
      )}
    </Card>
  );
}

export default function QuotationPage() {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Filters>();
  const [f, setF] = useState<Filters>({ source: "LISTING" });
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const [selected, setSelected] = useState<QuotationRow | null>(null);
  const tops = useCall(system.categories, {}, { staleTime: 10 * 60_000 });
  const provinces = useCall(system.areas, {}, { staleTime: 60 * 60_000 });
  const q = useCall(quotation.selQuotationByParam, { ...f, ...paging }, { placeholderData: (p) => p });
  const data = q.data;
  const apply = (patch: Partial<Filters>) => {
    setF((x) => ({ ...x, ...patch }));
    setPaging((p) => ({ ...p, pageNum: 1 }));
    setSelected(null);
  };
  const rows = data?.list ?? [];
  const current = selected ?? rows[0] ?? null;

  return (
    <div data-testid="price-quotation">
      <PageHeader title={t("quote.title")} />
      <Typography.Paragraph type="secondary">{t("quote.intro")}</Typography.Paragraph>
      <Card size="small">
        <Form
          form={form}
          layout="inline"
          initialValues={{ source: "LISTING" }}
          onFinish={(v: Filters) => apply({ ...v, keyword: v.keyword?.trim() || undefined, parentId: v.keyword?.trim() ? undefined : v.parentId })}
        >
          <Form.Item name="parentId" label={t("quote.category")}>
            <Select
              allowClear
              style={{ width: 160 }}
              placeholder={t("quote.allTop")}
              options={(tops.data ?? []).map((c) => ({ value: c.id, label: pick({ zh: c.name, en: c.nameEn ?? c.name }, i18n.language) }))}
            />
          </Form.Item>
          <Form.Item name="keyword" label={t("quote.keyword")} rules={[{ max: 20 }]}>
            <Input allowClear style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="areaCode" label={t("quote.area")}>
            <Select allowClear showSearch optionFilterProp="label" style={{ width: 130 }} placeholder={t("quote.nationwide")}
              options={(provinces.data ?? []).map((p) => ({ value: p.code, label: p.name }))} />
          </Form.Item>
          <Form.Item name="day" label={t("quote.day")}>
            <Select allowClear style={{ width: 140 }} placeholder={data?.day ?? t("quote.latest")} options={(data?.days ?? []).map((d) => ({ value: d, label: d }))} />
          </Form.Item>
          <Form.Item name="source" label={t("quote.source")}>
            <Select style={{ width: 110 }} options={(["LISTING", "DEAL"] as const).map((s) => ({ value: s, label: t(`quote.sources.${s}`) }))} />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                {t("common.search")}
              </Button>
              <Button onClick={() => { form.resetFields(); apply({ parentId: undefined, keyword: undefined, areaCode: undefined, day: undefined, source: "LISTING" }); }}>
                {t("common.reset")}
              </Button>
            </Space>
          </Form.Item>
        </Form>
      </Card>
      <Table<QuotationRow> scroll={{ x: "max-content" }}
        data-testid="quote-table"
        style={{ marginTop: 16 }}
        rowKey={(r) => `${r.categoryId}|${r.unit}`}
        loading={q.isFetching}
        dataSource={rows}
        size="middle"
        locale={{ emptyText: <Empty description={t("quote.empty")} /> }}
        onRow={(r) => ({ onClick: () => setSelected(r), style: { cursor: "pointer", background: current && r.categoryId === current.categoryId && r.unit === current.unit ? "#fff7e6" : undefined } })}
        pagination={{ current: paging.pageNum, pageSize: paging.pageSize, total: data?.total ?? 0, onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }) }}
        columns={[
          {
            title: t("quote.columns.category"),
            render: (_v, r) => (
              <Space>
                {pick({ zh: r.categoryName, en: r.categoryNameEn ?? r.categoryName }, i18n.language)}
                {!r.isLeaf && (
                  <Button type="link" size="small" onClick={(e) => { e.stopPropagation(); form.setFieldsValue({ parentId: r.categoryId.length === 2 ? r.categoryId : undefined, keyword: undefined }); apply({ parentId: r.categoryId, keyword: undefined }); }}>
                    {t("quote.drill")}
                  </Button>
                )}
              </Space>
            ),
          },
          { title: t("quote.columns.unit"), dataIndex: "unitName" },
          { title: t("quote.columns.avg"), render: (_v, r) => <Money fen={r.avgPrice} strong /> },
          { title: t("quote.columns.min"), render: (_v, r) => <Money fen={r.minPrice} /> },
          { title: t("quote.columns.max"), render: (_v, r) => <Money fen={r.maxPrice} /> },
          { title: t("quote.columns.change"), render: (_v, r) => <Change bp={r.changeBp} /> },
          { title: t("quote.columns.samples"), dataIndex: "sampleCount" },
        ]}
      />
      {f.parentId && (
        <Button size="small" onClick={() => apply({ parentId: f.parentId!.length > 2 ? f.parentId!.slice(0, -2) : undefined })}>
          {t("quote.back")}
        </Button>
      )}
      <Trend row={current} areaCode={f.areaCode} source={f.source} />
    </div>
  );
}
