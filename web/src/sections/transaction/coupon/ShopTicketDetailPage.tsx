import { Codes, coupon } from "@qinlian/contract";
import { App, Button, Card, Descriptions, Form, Input, Result, Skeleton, Space, Statistic } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ApiError, useCall } from "../../../api";
import { formatTime } from "../../../kit/formatTime";
import { invalidateCalls } from "../../../kit/invalidate";
import { LoadFailed } from "../../../kit/LoadFailed";
import { PageHeader } from "../../../kit/PageHeader";
import { useFormMutation } from "../../../kit/useFormMutation";
import { offerText } from "./couponText";
import { RuleStateTag, TICKETS, validityText } from "./ShopTicketListPage";
import "./texts";

/** /transaction/shopTicket/detail?regCode=…: a rule, its figures, and giving one to a member by mobile. */
export default function ShopTicketDetailPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const regCode = params.get("regCode") ?? "";
  const rule = useCall(coupon.selCoupRegularByRegCode, { regCode }, { enabled: !!regCode, errBySelf: true, retry: false });
  const counts = useCall(coupon.selCouponRegNum, { regCode }, { enabled: !!rule.data, errBySelf: true });
  const [form] = Form.useForm<{ mobile: string }>();
  const give = useFormMutation(coupon.addCoup, { form });

  if (!regCode || (rule.error instanceof ApiError && rule.error.code === Codes.NOT_FOUND)) return <Result status="404" title={t("coupon.detail.notFound")} extra={<Link to={TICKETS}>{t("coupon.form.back")}</Link>} />;
  if (rule.isLoading) return <Skeleton active />;
  if (rule.error || !rule.data) return <LoadFailed onRetry={() => void rule.refetch()} />;
  const r = rule.data;
  const c = counts.data;

  const send = async (v: { mobile: string }) => {
    if (!(await give.submit({ regCode, mobile: v.mobile.trim() }))) return;
    void message.success(t("coupon.detail.given", { mobile: v.mobile.trim() }));
    form.resetFields();
    await invalidateCalls(coupon.selCouponRegNum, coupon.selCoupRegularByRegCode, coupon.selShopCoupRegListByPage);
  };

  return (
    <div data-testid="ticket-detail">
      <PageHeader
        title={t("coupon.detail.title")}
        extra={
          <Space>
            <Link to={`${TICKETS}/update?regCode=${encodeURIComponent(regCode)}`}>{t("coupon.list.edit")}</Link>
            <Link to={TICKETS}>{t("coupon.form.back")}</Link>
          </Space>
        }
      />
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t("coupon.list.name")}>{r.name}</Descriptions.Item>
        <Descriptions.Item label={t("coupon.detail.regCode")}>{r.regCode}</Descriptions.Item>
        <Descriptions.Item label={t("coupon.list.offer")}>{offerText(t, r)}</Descriptions.Item>
        <Descriptions.Item label={t("coupon.list.state")}>
          <RuleStateTag state={r.state} />
        </Descriptions.Item>
        <Descriptions.Item label={t("coupon.list.claim")}>{`${formatTime(r.claimFrom)} ~ ${formatTime(r.claimTo)}`}</Descriptions.Item>
        <Descriptions.Item label={t("coupon.list.validity")}>{validityText(t, r)}</Descriptions.Item>
        <Descriptions.Item label={t("coupon.form.perMemberLimit")}>{r.perMemberLimit}</Descriptions.Item>
        <Descriptions.Item label={t("coupon.form.categories")}>{r.categoryCodes.length ? t("coupon.offer.categories", { n: r.categoryCodes.length }) : t("coupon.offer.allCategories")}</Descriptions.Item>
      </Descriptions>
      {c && (
        <Card size="small" style={{ marginBottom: 16 }}>
          <Space size={40} wrap>
            <Statistic title={t("coupon.detail.issued")} value={c.issuedCount} suffix={`/ ${c.totalCount}`} />
            <Statistic title={t("coupon.detail.used")} value={c.usedCount} />
            <Statistic title={t("coupon.detail.locked")} value={c.lockedCount} />
            <Statistic title={t("coupon.detail.expired")} value={c.expiredCount} />
            <Statistic title={t("coupon.detail.remaining")} value={c.remaining} />
          </Space>
        </Card>
      )}
      <Card size="small" title={t("coupon.detail.give")}>
        <Form form={form} layout="inline" onFinish={(v) => void send(v)} data-testid="ticket-give">
          <Form.Item name="mobile" label={t("coupon.detail.mobile")} rules={[{ required: true, pattern: /^1[3-9]\d{9}$/, message: t("coupon.v.mobile") }]}>
            <Input maxLength={11} inputMode="tel" style={{ width: 180 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={give.isPending} disabled={r.state === "SOLD_OUT" || r.state === "ENDED" || r.state === "DISABLED"}>
            {t("coupon.detail.giveBtn")}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
