import { promotion, presaleState, type PresaleState, type PresaleView } from "@qinlian/contract";
import { PlusOutlined } from "@ant-design/icons";
import { App, Button, Form, Space } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { DeleteLink, KeywordField, OptionField } from "../../../kit/FilterFields";
import { formatTime } from "../../../kit/formatTime";
import { GoodsThumb } from "../../../kit/GoodsThumb";
import { invalidateCalls } from "../../../kit/invalidate";
import { formatFen } from "../../../kit/Money";
import { PageHeader } from "../../../kit/PageHeader";
import { PagedTable, SearchBar } from "../../../kit/SearchBar";
import { ToneTag, type Tone } from "../../../kit/ToneTag";
import { useFormMutation } from "../../../kit/useFormMutation";
import { usePagedCall } from "../../../kit/usePagedCall";
import "./texts";

export const PRESALES = "/transaction/advanceSaleManage";
const tones: Record<PresaleState, Tone> = { NOT_STARTED: "blue", DEPOSIT: "green", WAITING: "gold", BALANCE: "orange", ENDED: "default", DISABLED: "default" };

export function PresaleStateTag({ state }: { state: PresaleState }) {
  const { t } = useTranslation();
  return <ToneTag tone={tones[state]}>{t(`promotion.presale.state.${state}`)}</ToneTag>;
}

interface Filters {
  keyword?: string;
  state?: PresaleState;
}

/** /transaction/advanceSaleManage: the shop's presales — search by goods, state filter, paging; add, edit, delete. */
export default function PresaleListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Filters>();
  const list = usePagedCall(promotion.selAdvanceSalePageByShop, "transaction.advanceSaleManage");
  const del = useFormMutation(promotion.delAdvanceSale);
  const remove = async (p: PresaleView) => {
    if (!(await del.submit({ id: p.id }))) return;
    void message.success(t("promotion.list.deleted"));
    list.removedOne();
    await invalidateCalls(promotion.selAdvanceSalePageByShop);
  };
  const columns: ColumnsType<PresaleView> = [
    { title: t("promotion.presale.list.goods"), key: "goods", width: 240, render: (_, p) => <GoodsThumb name={p.goodsName} image={p.mainImage} sub={p.specName} /> },
    { title: t("promotion.presale.list.price"), dataIndex: "price", width: 100, align: "right", render: (v: number) => formatFen(v) },
    { title: t("promotion.presale.list.deposit"), key: "deposit", width: 140, align: "right", render: (_, p) => `${formatFen(p.depositPerUnit)} / ${formatFen(p.deductPerUnit)}` },
    { title: t("promotion.list.state"), dataIndex: "state", width: 100, render: (s: PresaleState) => <PresaleStateTag state={s} /> },
    { title: t("promotion.presale.list.depositWindow"), key: "dw", width: 190, render: (_, p) => `${formatTime(p.depositFrom)} ~ ${formatTime(p.depositTo)}` },
    { title: t("promotion.presale.list.balanceWindow"), key: "bw", width: 190, render: (_, p) => `${formatTime(p.balanceFrom)} ~ ${formatTime(p.balanceTo)}` },
    { title: t("promotion.presale.list.sold"), key: "sold", width: 100, align: "right", render: (_, p) => `${p.soldQuantity} / ${p.totalQuantity}` },
    {
      title: t("promotion.list.actions"),
      key: "actions",
      width: 120,
      render: (_, p) => (
        <Space size={0} wrap>
          <Link to={`${PRESALES}/edit/${encodeURIComponent(p.id)}`} style={{ padding: "0 7px" }}>
            {t("promotion.list.edit")}
          </Link>
          {p.soldQuantity === 0 && (
            <DeleteLink confirm={t("promotion.presale.list.deleteConfirm")} onConfirm={() => remove(p)}>
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
        title={t("promotion.presale.list.title")}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(`${PRESALES}/add`)} data-testid="presale-add">
            {t("promotion.presale.list.add")}
          </Button>
        }
      />
      <SearchBar form={form} testId="presale" onSearch={(v: Filters) => list.search({ keyword: v.keyword?.trim() || undefined, state: v.state })}>
        <KeywordField label={t("promotion.presale.list.keyword")} max={40} />
        <OptionField name="state" label={t("promotion.list.state")} options={presaleState.options.map((s) => ({ value: s, label: t(`promotion.presale.state.${s}`) }))} />
      </SearchBar>
      <PagedTable<PresaleView> data-testid="presale-table" rowKey="id" columns={columns} list={list} emptyText={t("promotion.presale.list.empty")} />
    </div>
  );
}
