import { promotion, promotionKind, promotionState, type PromotionKind, type PromotionState, type PromotionView } from "@qinlian/contract";
import { PlusOutlined } from "@ant-design/icons";
import { App, Button, Form, Space, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { DeleteLink, KeywordField, OptionField } from "../../../kit/FilterFields";
import { formatTime } from "../../../kit/formatTime";
import { invalidateCalls } from "../../../kit/invalidate";
import { PageHeader } from "../../../kit/PageHeader";
import { PagedTable, SearchBar } from "../../../kit/SearchBar";
import { ToneTag, type Tone } from "../../../kit/ToneTag";
import { useFormMutation } from "../../../kit/useFormMutation";
import { usePagedCall } from "../../../kit/usePagedCall";
import { ruleText } from "./promotionText";
import "./texts";

export const PROMOTIONS = "/transaction/promotionManage";
const tones: Record<PromotionState, Tone> = { RUNNING: "green", NOT_STARTED: "blue", ENDED: "default", DISABLED: "default" };

export function PromotionStateTag({ state }: { state: PromotionState }) {
  const { t } = useTranslation();
  return <ToneTag tone={tones[state]}>{t(`promotion.state.${state}`)}</ToneTag>;
}

/** Gift spec id → "goods · spec", from the goods a promotion view carries. */
export function giftNamesOf(p: PromotionView): Record<string, string> {
  const out: Record<string, string> = {};
  for (const g of p.goods) for (const s of g.specs) out[s.specId] = `${g.name} · ${s.name}`;
  return out;
}

interface Filters {
  keyword?: string;
  state?: PromotionState;
  kind?: PromotionKind;
}

/** /transaction/promotionManage: the shop's promotions — search, state and kind filters, paging; add, edit, details, switch on/off, delete. */
export default function PromotionListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Filters>();
  const list = usePagedCall(promotion.selPromotionPageByShop, "transaction.promotionManage");
  const del = useFormMutation(promotion.delPromotion);
  const toggle = useFormMutation(promotion.enablePromotion);
  const remove = async (p: PromotionView) => {
    if (!(await del.submit({ id: p.id }))) return;
    void message.success(t("promotion.list.deleted"));
    list.removedOne();
    await invalidateCalls(promotion.selPromotionPageByShop);
  };
  const flip = async (p: PromotionView) => {
    const enabled = !p.enabled;
    if (!(await toggle.submit({ id: p.id, enabled }))) return;
    void message.success(t(enabled ? "promotion.list.enabled" : "promotion.list.disabled"));
    await invalidateCalls(promotion.selPromotionPageByShop, promotion.selPromotionById);
  };
  const detail = (p: PromotionView) => `${PROMOTIONS}/detailPromotion/${encodeURIComponent(p.id)}`;

  const columns: ColumnsType<PromotionView> = [
    {
      title: t("promotion.list.name"),
      dataIndex: "name",
      width: 180,
      render: (v: string, p) => (
        <Space direction="vertical" size={0}>
          <Link to={detail(p)} style={{ textDecoration: "underline" }}>
            {v}
          </Link>
          <Typography.Text style={{ fontSize: 12, color: "#595959" }}>{t(`promotion.kind.${p.kind}`)}</Typography.Text>
        </Space>
      ),
    },
    { title: t("promotion.list.rule"), key: "rule", width: 240, render: (_, p) => ruleText(t, p.rule, giftNamesOf(p)) },
    { title: t("promotion.list.goods"), key: "goods", width: 100, render: (_, p) => (p.goodsIds === null ? t("promotion.list.allGoods") : t("promotion.list.someGoods", { n: p.goodsIds.length })) },
    { title: t("promotion.list.state"), dataIndex: "state", width: 90, render: (s: PromotionState) => <PromotionStateTag state={s} /> },
    { title: t("promotion.list.period"), key: "period", width: 190, render: (_, p) => `${formatTime(p.startAt)} ~ ${formatTime(p.endAt)}` },
    {
      title: t("promotion.list.actions"),
      key: "actions",
      width: 210,
      render: (_, p) => (
        <Space size={0} wrap>
          <Link to={`${PROMOTIONS}/editPromotion/${encodeURIComponent(p.id)}`} style={{ padding: "0 7px" }}>
            {t("promotion.list.edit")}
          </Link>
          <Link to={detail(p)} style={{ padding: "0 7px" }}>
            {t("promotion.list.detail")}
          </Link>
          <Button type="link" size="small" onClick={() => void flip(p)} data-testid={`promotion-toggle-${p.id}`}>
            {t(p.enabled ? "promotion.list.disable" : "promotion.list.enable")}
          </Button>
          {p.state !== "RUNNING" && (
            <DeleteLink confirm={t("promotion.list.deleteConfirm")} onConfirm={() => remove(p)}>
              {t("promotion.list.delete")}
            </DeleteLink>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div>
      <PageHeader
        title={t("promotion.list.title")}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(`${PROMOTIONS}/addPromotion`)} data-testid="promotion-add">
            {t("promotion.list.add")}
          </Button>
        }
      />
      <SearchBar form={form} testId="promotion" onSearch={(v: Filters) => list.search({ keyword: v.keyword?.trim() || undefined, state: v.state, kind: v.kind })}>
        <KeywordField label={t("promotion.list.keyword")} max={30} />
        <OptionField name="state" label={t("promotion.list.state")} options={promotionState.options.map((s) => ({ value: s, label: t(`promotion.state.${s}`) }))} />
        <OptionField name="kind" label={t("promotion.list.kind")} options={promotionKind.options.map((k) => ({ value: k, label: t(`promotion.kind.${k}`) }))} />
      </SearchBar>
      <PagedTable<PromotionView> data-testid="promotion-table" rowKey="id" columns={columns} list={list} emptyText={t("promotion.list.empty")} />
    </div>
  );
}
