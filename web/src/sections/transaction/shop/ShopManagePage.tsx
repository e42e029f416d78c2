import { shop, type ShopView } from "@qinlian/contract";
import { App, Button, Card, Col, Empty, Form, Input, Popconfirm, Result, Row, Skeleton, Space, Statistic, Table, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCall } from "../../../api";
import { routeExists } from "../../../app/sections";
import { AreaCascader } from "../../../kit/AreaCascader";
import { ImageUpload } from "../../../kit/ImageUpload";
import { PageHeader } from "../../../kit/PageHeader";
import { RichTextEditor, useRichTextRules } from "../../../kit/RichTextEditor";
import { StatusTag } from "../../../kit/StatusTag";
import { ShopSummary } from "../../../kit/ShopSummary";
import { useMyShop, useRefreshShop } from "./useMyShop";
import { untilSettled } from "../../../kit/untilSettled";
import "./texts";
import { useFormMutation } from "../../../kit/useFormMutation";

interface Settings {
  logoUrl: string | null;
  bannerUrl: string | null;
  intro: string;
  areaCode: string;
  address: string;
  contactName: string;
  contactMobile: string;
  servicePhone?: string;
}

/** The review scores against shops of the same main category (from goods evaluations). */
function ShopScores({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const q = useCall(shop.ruleRank, { shopId });
  if (q.isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (!q.data?.evaluationCount) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("shopSeller.manage.noScores")} />;
  return (
    <Row gutter={16}>
      {q.data.items.map((i) => (
        <Col span={8} key={i.dimension}>
          <Statistic
            title={t(`shopSeller.manage.dim_${i.dimension}`)}
            value={i.score ?? "-"}
            precision={2}
            suffix={
              i.proportion != null && (
                <span style={{ fontSize: 12, color: i.trend === "LOWER" ? "#52c41a" : "#d4380d" }}>
                  {t(`shopSeller.manage.trend_${i.trend ?? "EQUAL"}`, { pct: Math.abs(i.proportion * 100).toFixed(1) })}
                </span>
              )
            }
          />
        </Col>
      ))}
    </Row>
  );
}

function GoodsCounts({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const q = useCall(shop.selGoodsNumByParam, { shopId });
  return (
    <Table scroll={{ x: "max-content" }}
      size="small"
      rowKey={(r) => r.classifyId ?? "none"}
      loading={q.isLoading}
      pagination={false}
      dataSource={q.data?.byClassify ?? []}
      columns={[
        { title: t("shopSeller.manage.classify"), dataIndex: "name", render: (v: string, r) => (r.classifyId ? v : t("shopSeller.manage.unclassified")) },
        { title: t("shopSeller.manage.onSale"), dataIndex: "count", width: 100 },
      ]}
      title={() => t("shopSeller.manage.onSaleTotal", { n: q.data?.total ?? 0 })}
    />
  );
}

function SettingsForm({ s }: { s: ShopView }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Settings>();
  const upd = useFormMutation(shop.updById, { form });
  const refresh = useRefreshShop();
  const introRules = useRichTextRules({ max: 20_000 });
  const save = async (v: Settings) => {
    const res = await upd.submit({ shopId: s.shopId, ...v, servicePhone: v.servicePhone || undefined });
    if (!res) return;
    await refresh();
    void message.success(t("shopSeller.manage.saved"));
  };
  return (
    <Form<Settings>
      form={form}
      layout="vertical"
      initialValues={{
        logoUrl: s.logoUrl,
        bannerUrl: s.bannerUrl,
        intro: s.intro ?? "",
        areaCode: s.areaCode ?? undefined,
        address: s.address ?? "",
        contactName: s.contactName ?? "",
        contactMobile: s.contactMobile ?? "",
        servicePhone: s.servicePhone ?? undefined,
      }}
      onFinish={(v) => void save(v)}
      data-testid="shop-settings"
    >
      <Space size={48} align="start">
        <Form.Item name="logoUrl" label={t("shopSeller.look.logo")}>
          <ImageUpload />
        </Form.Item>
        <Form.Item name="bannerUrl" label={t("shopSeller.look.banner")}>
          <ImageUpload />
        </Form.Item>
      </Space>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="areaCode" label={t("shopSeller.f.area")} rules={[{ required: true, message: t("shopSeller.v.area") }]}>
            <AreaCascader style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="address" label={t("shopSeller.f.address")} rules={[{ required: true, whitespace: true, message: t("shopSeller.v.address") }, { max: 120 }]}>
            <Input maxLength={120} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="contactName" label={t("shopSeller.f.contactName")} rules={[{ required: true, whitespace: true, message: t("shopSeller.v.contactName") }, { max: 20 }]}>
            <Input maxLength={20} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="contactMobile" label={t("shopSeller.f.contactMobile")} rules={[{ required: true, message: t("shopSeller.v.mobile") }, { pattern: /^1[3-9]\d{9}$/, message: t("shopSeller.v.mobile") }]}>
            <Input maxLength={11} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="servicePhone" label={t("shopSeller.f.servicePhone")} rules={[{ pattern: /^[\d-]{7,20}$/, message: t("shopSeller.v.phone") }]}>
            <Input maxLength={20} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="intro" label={t("shopSeller.look.intro")} rules={introRules}>
        <RichTextEditor minHeight={160} aria-label={t("shopSeller.look.intro")} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={upd.isPending}>
        {t("common.save")}
      </Button>
    </Form>
  );
}

/**
 * Shop settings: the shop's state with open/close, its look and contacts (editable), what was
 * approved (name, scope, licences: read-only — changing them needs a new review), goods on sale by
 * classify and the review scores against peer shops.
 */
export default function ShopManagePage() {
  const { t } = useTranslation();
  const my = useMyShop();
  const setStatus = useFormMutation(shop.updStatus);
  const refresh = useRefreshShop();
  if (my.isLoading) return <Skeleton active />;
  const s = my.data;
  if (!s || !["APPROVED", "OPEN", "CLOSED"].includes(s.status)) {
    return (
      <Result
        status="info"
        title={t("shopSeller.manage.noShop")}
        extra={
          <Link to={s ? "/transaction/openShopStatus" : "/transaction/enterpriseOpenShop"}>
            <Button type="primary">{s ? t("shopSeller.manage.seeStatus") : t("shopSeller.manage.openShop")}</Button>
          </Link>
        }
      />
    );
  }
  const act = async (action: "OPEN" | "CLOSE" | "REOPEN") => {
    if (await setStatus.submit({ shopId: s.shopId, action })) await refresh();
  };
  const quick = [
    ["/transaction/goodsManage", "shopSeller.manage.toGoods"],
    ["/transaction/goodsTypeManage", "shopSeller.manage.toClassify"],
    ["/transaction/shopRecommendManage", "shopSeller.manage.toRecommend"],
    ["/transaction/shopAdvertSpList", "shopSeller.manage.toAdverts"],
  ].filter(([p]) => routeExists(p));

  return (
    <div data-testid="shop-manage">
      <PageHeader
        title={t("shopSeller.manage.title")}
        extra={
          <Space>
            <StatusTag kind="shop" status={s.status} />
            {s.status === "APPROVED" && (
              <Button type="primary" size="small" loading={setStatus.isPending} onClick={() => void act("OPEN")}>
                {t("shopSeller.status.action_OPEN")}
              </Button>
            )}
            {s.status === "OPEN" && (
              <Popconfirm title={t("shopSeller.manage.closeConfirm")} onConfirm={untilSettled(() => act("CLOSE"))}>
                <Button size="small" danger loading={setStatus.isPending}>
                  {t("shopSeller.manage.close")}
                </Button>
              </Popconfirm>
            )}
            {s.status === "CLOSED" && (
              <Button type="primary" size="small" loading={setStatus.isPending} onClick={() => void act("REOPEN")}>
                {t("shopSeller.status.action_REOPEN")}
              </Button>
            )}
          </Space>
        }
      />
      {quick.length > 0 && (
        <Space style={{ marginBottom: 16 }} wrap>
          {quick.map(([p, k]) => (
            <Link key={p} to={p}>
              <Tag color="volcano">{t(k)}</Tag>
            </Link>
          ))}
        </Space>
      )}
      <Row gutter={16}>
        <Col span={15}>
          <Card size="small" title={t("shopSeller.manage.settings")} style={{ marginBottom: 16 }}>
            <SettingsForm s={s} />
          </Card>
        </Col>
        <Col span={9}>
          <Card size="small" title={t("shopSeller.manage.scores")} style={{ marginBottom: 16 }}>
            <ShopScores shopId={s.shopId} />
          </Card>
          <Card size="small" title={t("shopSeller.manage.goods")} style={{ marginBottom: 16 }}>
            <GoodsCounts shopId={s.shopId} />
          </Card>
        </Col>
      </Row>
      <Card size="small" title={t("shopSeller.manage.approved")}>
        <ShopSummary shop={s} />
      </Card>
    </div>
  );
}
