import { freight, freightMode, MAX_FREIGHT_TEMPLATES, type FreightMode, type FreightTemplateView } from "@qinlian/contract";
import { PlusOutlined } from "@ant-design/icons";
import { App, Button, Form, Space, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useCall } from "../../../api";
import { formatTime } from "../../../kit/formatTime";
import { invalidateCalls } from "../../../kit/invalidate";
import { formatFen } from "../../../kit/Money";
import { PageHeader } from "../../../kit/PageHeader";
import { PagedTable, SearchBar } from "../../../kit/SearchBar";
import { ToneTag } from "../../../kit/ToneTag";
import { DeleteLink, KeywordField, OptionField } from "../../../kit/FilterFields";
import { useFormMutation } from "../../../kit/useFormMutation";
import { usePagedCall } from "../../../kit/usePagedCall";
import { fromUnits } from "./freightForm";
import { FREIGHT_LIST } from "./FreightTemplateFormPage";
import "./texts";

interface Filters {
  keyword?: string;
  mode?: FreightMode;
}

/** "首 1 件 ¥10.00，每续 1 件 ¥5.00" for a charge. */
export function chargeText(t: TFunction, mode: FreightMode, c: FreightTemplateView["defaultCharge"]): string {
  return t(`freight.charge.${mode}`, { first: fromUnits(mode, c.firstUnits), firstFee: formatFen(c.firstFee), add: fromUnits(mode, c.addUnits), addFee: formatFen(c.addFee) });
}

function freeText(t: TFunction, row: FreightTemplateView): string {
  if (!row.freeRules.length) return t("freight.list.none");
  return row.freeRules
    .map((r) => {
      const parts = [r.minAmount != null ? t("freight.freeRule.amount", { amount: formatFen(r.minAmount) }) : null, r.minUnits != null ? t(`freight.freeRule.units.${row.mode}`, { n: fromUnits(row.mode, r.minUnits) }) : null].filter(Boolean);
      const where = r.areas.length ? r.areas.map((a) => a.name).join("、") : t("freight.freeRule.everywhere");
      return `${parts.join(" / ")}${t("freight.freeRule.where", { areas: where })}`;
    })
    .join("；");
}

/**
 * /transaction/freightTemplateList: the seller's freight templates — search by name and mode, page,
 * edit, make default, delete (refused while goods use it, with the count).
 */
export default function FreightTemplateListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Filters>();
  const list = usePagedCall(freight.selTemplatePage, "transaction.freightTemplateList");
  const all = useCall(freight.selTemplatePage, { pageNum: 1, pageSize: 1 });
  const setDefault = useFormMutation(freight.updTemplate);
  const del = useFormMutation(freight.delTemplate);
  const count = all.data?.total ?? 0;
  const changed = () => invalidateCalls(freight.selTemplatePage, freight.selTemplateById);

  const makeDefault = async (row: FreightTemplateView) => {
    const full = { name: row.name, mode: row.mode, defaultCharge: row.defaultCharge, remark: row.remark ?? undefined, isDefault: true };
    const areaRules = row.areaRules.map(({ areas, ...c }) => ({ ...c, areaCodes: areas.map((a) => a.code) }));
    const freeRules = row.freeRules.map((r) => ({ areaCodes: r.areas.map((a) => a.code), minAmount: r.minAmount, minUnits: r.minUnits }));
    if (!(await setDefault.submit({ ...full, id: row.id, areaRules, freeRules, excludedAreaCodes: row.excludedAreas.map((a) => a.code) }))) return;
    void message.success(t("freight.list.defaultSet"));
    await changed();
  };
  const remove = async (row: FreightTemplateView) => {
    if (!(await del.submit({ id: row.id }))) return;
    void message.success(t("freight.list.deleted"));
    list.removedOne();
    await changed();
  };

  const columns: ColumnsType<FreightTemplateView> = [
    {
      title: t("freight.list.name"),
      dataIndex: "name",
      width: 170,
      render: (v: string, row) => (
        <Space size={4} wrap>
          <Link to={`${FREIGHT_LIST}/freightAddOrUpdate/${row.id}`}>{v}</Link>
          {row.isDefault && <ToneTag tone="volcano">{t("freight.list.isDefault")}</ToneTag>}
        </Space>
      ),
    },
    { title: t("freight.list.mode"), dataIndex: "mode", width: 90, render: (m: FreightMode) => t(`freight.mode.${m}`) },
    { title: t("freight.list.charge"), key: "charge", render: (_, row) => chargeText(t, row.mode, row.defaultCharge) },
    {
      title: t("freight.list.rules"),
      key: "rules",
      width: 120,
      render: (_, row) => (row.areaRules.length ? <span title={row.areaRules.map((r) => `${r.areas.map((a) => a.name).join("、")}：${chargeText(t, row.mode, r)}`).join("\n")}>{t("freight.list.ruleCount", { n: row.areaRules.length })}</span> : t("freight.list.none")),
    },
    { title: t("freight.list.free"), key: "free", render: (_, row) => freeText(t, row) },
    { title: t("freight.list.excluded"), key: "excluded", width: 140, render: (_, row) => (row.excludedAreas.length ? row.excludedAreas.map((a) => a.name).join("、") : t("freight.list.none")) },
    { title: t("freight.list.goods"), dataIndex: "goodsCount", width: 90, align: "right" },
    { title: t("freight.list.updatedAt"), dataIndex: "updatedAt", width: 150, render: (v: string) => formatTime(v) },
    {
      title: t("freight.list.actions"),
      key: "actions",
      width: 190,
      render: (_, row) => (
        <Space size={0} wrap>
          <Link to={`${FREIGHT_LIST}/freightAddOrUpdate/${row.id}`} style={{ padding: "0 7px" }} data-testid={`freight-edit-${row.id}`}>
            {t("freight.list.edit")}
          </Link>
          {!row.isDefault && (
            <Button type="link" size="small" onClick={() => void makeDefault(row)}>
              {t("freight.list.setDefault")}
            </Button>
          )}
          <DeleteLink confirm={t("freight.list.deleteConfirm")} onConfirm={() => remove(row)} testId={`freight-delete-${row.id}`}>
            {t("freight.list.delete")}
          </DeleteLink>
        </Space>
      ),
    },
  ];

  return (
    <div>
      <PageHeader
        title={t("freight.list.title")}
        extra={
          <Button type="primary" icon={<PlusOutlined />} disabled={count >= MAX_FREIGHT_TEMPLATES} onClick={() => void navigate(`${FREIGHT_LIST}/add`)} data-testid="freight-add">
            {t("freight.list.add")}
          </Button>
        }
      />
      <Typography.Paragraph type="secondary">{t("freight.list.limit", { max: MAX_FREIGHT_TEMPLATES, count })}</Typography.Paragraph>
      <SearchBar form={form} testId="freight" onSearch={(v: Filters) => list.search({ keyword: v.keyword?.trim() || undefined, mode: v.mode })}>
        <KeywordField label={t("freight.list.keyword")} max={30} />
        <OptionField name="mode" label={t("freight.list.mode")} options={freightMode.options.map((m) => ({ value: m, label: t(`freight.mode.${m}`) }))} />
      </SearchBar>
      <PagedTable<FreightTemplateView> data-testid="freight-table" rowKey="id" columns={columns} list={list} emptyText={t("freight.list.empty")} />
    </div>
  );
}
