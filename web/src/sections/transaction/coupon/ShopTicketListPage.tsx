import { coupon, couponRuleState, type CouponRuleState, type CouponRuleView } from "@qinlian/contract";
import { PlusOutlined } from "@ant-design/icons";
import { App, Button, Form, Space, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { formatTime } from "../../../kit/formatTime";
import { invalidateCalls } from "../../../kit/invalidate";
import { PageHeader } from "../../../kit/PageHeader";
import { PagedTable, SearchBar } from "../../../kit/SearchBar";
import { ToneTag, type Tone } from "../../../kit/ToneTag";
import { DeleteLink, KeywordField, OptionField } from "../../../kit/FilterFields";
import { useFormMutation } from "../../../kit/useFormMutation";
import { usePagedCall } from "../../../kit/usePagedCall";
import { offerText } from "./couponText";
import "./texts";

export const TICKETS = "/transaction/shopTicket";
const tones: Record<CouponRuleState, Tone> = { CLAIMING: "green", NOT_STARTED: "blue", ENDED: "default", SOLD_OUT: "orange", DISABLED: "default" };

export function RuleStateTag({ state }: { state: CouponRuleState }) {
  const { t } = useTranslation();
  return <ToneTag tone={tones[state]}>{t(`coupon.ruleState.${state}`)}</ToneTag>;
}

/** "2026-11-24 10:00 ~ 2026-12-01 10:00", or "领取后 30 天内有效". */
export function validityText(t: TFunction, r: CouponRuleView): string {
  return r.validity.type === "DAYS" ? t("coupon.offer.days", { days: r.validity.days }) : `${formatTime(r.validity.validFrom)} ~ ${formatTime(r.validity.validTo)}`;
}

interface Filters {
  keyword?: string;
  state?: CouponRuleState;
}

/** /transaction/shopTicket: the shop's coupon rules — search, state filter, paging; add, edit, details, delete. */
export default function ShopTicketListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Filters>();
  const list = usePagedCall(coupon.selShopCoupRegListByPage, "transaction.shopTicket");
  const del = useFormMutation(coupon.delCoupRegular);
  const remove = async (r: CouponRuleView) => {
    if (!(await del.submit({ regCode: r.regCode }))) return;
    void message.success(t("coupon.list.deleted"));
    list.removedOne();
    await invalidateCalls(coupon.selShopCoupRegListByPage);
  };
  const detail = (r: CouponRuleView) => `${TICKETS}/detail?regCode=${encodeURIComponent(r.regCode)}`;

  const columns: ColumnsType<CouponRuleView> = [
    {
      title: t("coupon.list.name"),
      dataIndex: "name",
      width: 180,
      render: (v: string, r) => (
        <Space direction="vertical" size={0}>
          <Link to={detail(r)}>{v}</Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {r.regCode}
          </Typography.Text>
        </Space>
      ),
    },
    { title: t("coupon.list.offer"), key: "offer", render: (_, r) => offerText(t, r) },
    { title: t("coupon.list.state"), dataIndex: "state", width: 100, render: (s: CouponRuleState) => <RuleStateTag state={s} /> },
    { title: t("coupon.list.claim"), key: "claim", width: 200, render: (_, r) => `${formatTime(r.claimFrom)} ~ ${formatTime(r.claimTo)}` },
    { title: t("coupon.list.validity"), key: "validity", width: 200, render: (_, r) => validityText(t, r) },
    { title: t("coupon.list.counts"), key: "counts", width: 110, align: "right", render: (_, r) => `${r.issuedCount} / ${r.totalCount}` },
    { title: t("coupon.list.used"), dataIndex: "usedCount", width: 80, align: "right" },
    {
      title: t("coupon.list.actions"),
      key: "actions",
      width: 170,
      render: (_, r) => (
        <Space size={0} wrap>
          <Link to={`${TICKETS}/update?regCode=${encodeURIComponent(r.regCode)}`} style={{ padding: "0 7px" }}>
            {t("coupon.list.edit")}
          </Link>
          <Link to={detail(r)} style={{ padding: "0 7px" }}>
            {t("coupon.list.detail")}
          </Link>
          {r.issuedCount === 0 && (
            <DeleteLink confirm={t("coupon.list.deleteConfirm")} onConfirm={() => remove(r)}>
              {t("coupon.list.delete")}
            </DeleteLink>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div>
      <PageHeader
        title={t("coupon.list.title")}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(`${TICKETS}/add`)} data-testid="ticket-add">
            {t("coupon.list.add")}
          </Button>
        }
      />
      <SearchBar form={form} testId="ticket" onSearch={(v: Filters) => list.search({ keyword: v.keyword?.trim() || undefined, state: v.state })}>
        <KeywordField label={t("coupon.list.keyword")} max={30} />
        <OptionField name="state" label={t("coupon.list.state")} options={couponRuleState.options.map((s) => ({ value: s, label: t(`coupon.ruleState.${s}`) }))} />
      </SearchBar>
      <PagedTable<CouponRuleView> data-testid="ticket-table" rowKey="regCode" columns={columns} list={list} emptyText={t("coupon.list.empty")} />
    </div>
  );
}
