import { credit, creditApplyState, creditProductState, type CreditApplyView, type CreditProductState } from "@qinlian/contract";
import { App, Button, Form, Input, Popconfirm, Select, Space, Tabs, Typography, type TableColumnsType } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ListPage } from "../../../kit/ListPage";
import { formatFen } from "../../../kit/Money";
import { invalidateCalls } from "../../../kit/invalidate";
import { useFormMutation } from "../../../kit/useFormMutation";
import { ApplyStateTag, amountRange, KindTag, ProductStateTag, when } from "../../serviceHall/credit/parts";
import { ApplyHandleDrawer } from "./ApplyHandleDrawer";
import { ProductFormModal } from "./ProductFormModal";
import "../../serviceHall/credit/texts";

type ProductItem = z.output<typeof credit.adminProducts.output>["list"][number];

const kindOptions = (t: (k: string) => string) => (["LOAN", "INSURANCE"] as const).map((k) => ({ value: k, label: t(`credit.kind.${k}`) }));

function ProductActions({ p, onEdit }: { p: ProductItem; onEdit: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const putOn = useFormMutation(credit.putOnProduct);
  const takeOff = useFormMutation(credit.takeOffProduct);
  const del = useFormMutation(credit.deleteProduct);
  const a = (k: string) => t(`credit.admin.${k}`);
  const after = (r: unknown) => {
    if (!r) return;
    void message.success(a("saved"));
    void invalidateCalls(credit.adminProducts, credit.publicProducts);
  };
  return (
    <Space size={0} wrap>
      <Button type="link" size="small" onClick={onEdit} data-testid={`product-edit-${p.id}`}>
        {a("edit")}
      </Button>
      {p.state !== "ON" && (
        <Button type="link" size="small" onClick={() => void putOn.submit({ id: p.id }).then(after)} data-testid={`product-on-${p.id}`}>
          {a("putOn")}
        </Button>
      )}
      {p.state === "ON" && (
        <Popconfirm title={a("takeOffConfirm")} onConfirm={() => void takeOff.submit({ id: p.id }).then(after)}>
          <Button type="link" size="small" data-testid={`product-off-${p.id}`}>
            {a("takeOff")}
          </Button>
        </Popconfirm>
      )}
      {p.state === "DRAFT" && (
        <Popconfirm title={t("credit.admin.deleteConfirm", { name: p.name })} onConfirm={() => void del.submit({ id: p.id }).then(after)}>
          <Button type="link" size="small" danger>
            {a("delete")}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}

function ProductsTab() {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState<ProductItem | "new" | null>(null);
  const a = (k: string) => t(`credit.admin.${k}`);
  const columns: TableColumnsType<ProductItem> = [
    {
      title: t("credit.product.name"),
      key: "name",
      render: (_: unknown, p) => (
        <Space direction="vertical" size={0}>
          <Space size={4}>
            <KindTag kind={p.kind} />
            <b>{p.name}</b>
          </Space>
          <span style={{ color: "#595959", fontSize: 12 }}>{p.institution}</span>
        </Space>
      ),
    },
    { title: t("credit.product.amount.LOAN"), key: "amount", render: (_: unknown, p) => amountRange(p, i18n.language) },
    { title: t("credit.product.term.LOAN"), key: "term", render: (_: unknown, p) => t("credit.product.monthsRange", { min: p.minTermMonths, max: p.maxTermMonths }) },
    { title: a("stateLabel"), dataIndex: "state", render: (s: CreditProductState) => <ProductStateTag state={s} /> },
    {
      title: a("applyCount"),
      key: "applies",
      render: (_: unknown, p) => (
        <span>
          {p.totalApplies}
          {p.pendingApplies > 0 && <Typography.Text type="warning"> · {t("credit.admin.pending", { n: p.pendingApplies })}</Typography.Text>}
        </span>
      ),
    },
    { title: a("updatedAt"), dataIndex: "updatedAt", render: (v: string) => when(v) },
    { title: t("credit.apply.actions"), key: "actions", render: (_: unknown, p) => <ProductActions p={p} onEdit={() => setEditing(p)} /> },
  ];
  return (
    <>
      <ListPage
        testId="admin-products"
        call={credit.adminProducts}
        rowKey="id"
        columns={columns}
        input={(s) => s}
        emptyText={a("emptyProducts")}
        actions={
          <Button type="primary" onClick={() => setEditing("new")} data-testid="product-add">
            {a("addProduct")}
          </Button>
        }
        searchFields={
          <>
            <Form.Item name="keyword" label={a("keyword")}>
              <Input allowClear maxLength={40} placeholder={a("productKeyword")} style={{ width: 180 }} />
            </Form.Item>
            <Form.Item name="kind" label={t("credit.kindLabel")}>
              <Select allowClear placeholder={a("allStates")} style={{ width: 100 }} options={kindOptions(t)} />
            </Form.Item>
            <Form.Item name="state" label={a("stateLabel")}>
              <Select allowClear placeholder={a("allStates")} style={{ width: 110 }} options={creditProductState.options.map((s) => ({ value: s, label: t(`credit.product.state.${s}`) }))} />
            </Form.Item>
          </>
        }
      />
      {editing && <ProductFormModal product={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}

function AppliesTab() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  const a = (k: string) => t(`credit.admin.${k}`);
  const handles = (x: CreditApplyView) => x.state === "SUBMITTED" || (x.kind === "LOAN" && (x.state === "APPROVED" || x.state === "DISBURSED"));
  const columns: TableColumnsType<CreditApplyView> = [
    {
      title: t("credit.apply.product"),
      key: "product",
      render: (_: unknown, x) => (
        <Space direction="vertical" size={0}>
          <Space size={4}>
            <KindTag kind={x.kind} />
            <b>{x.productName}</b>
          </Space>
          <span style={{ color: "#595959", fontSize: 12 }}>{x.institution}</span>
        </Space>
      ),
    },
    { title: t("credit.apply.applicant"), key: "applicant", render: (_: unknown, x) => `${x.applicantName}（${t(`credit.whoOne.${x.applicantType}`)}）` },
    { title: t("credit.apply.amount"), dataIndex: "amount", align: "right", render: (v: number) => formatFen(v) },
    { title: t("credit.apply.term"), dataIndex: "termMonths", render: (n: number) => t("credit.product.months", { n }) },
    { title: a("stateLabel"), key: "state", render: (_: unknown, x) => <ApplyStateTag state={x.state} kind={x.kind} /> },
    { title: t("credit.apply.submittedAt"), dataIndex: "submittedAt", render: (v: string) => when(v) },
    {
      title: t("credit.apply.actions"),
      key: "actions",
      render: (_: unknown, x) => (
        <Button type="link" size="small" onClick={() => setOpen(x.id)} data-testid={`admin-apply-open-${x.id}`}>
          {handles(x) ? a("open") : t("credit.apply.view")}
        </Button>
      ),
    },
  ];
  return (
    <>
      <ListPage
        testId="admin-applies"
        call={credit.adminApplies}
        rowKey="id"
        columns={columns}
        input={(s) => s}
        emptyText={a("emptyApplies")}
        searchFields={
          <>
            <Form.Item name="state" label={a("stateLabel")}>
              <Select allowClear placeholder={a("allStates")} style={{ width: 110 }} options={creditApplyState.options.map((s) => ({ value: s, label: t(`credit.apply.state.${s}`) }))} />
            </Form.Item>
            <Form.Item name="kind" label={t("credit.kindLabel")}>
              <Select allowClear placeholder={a("allStates")} style={{ width: 100 }} options={kindOptions(t)} />
            </Form.Item>
            <Form.Item name="keyword" label={a("keyword")}>
              <Input allowClear maxLength={40} placeholder={a("applyKeyword")} style={{ width: 200 }} />
            </Form.Item>
          </>
        }
      />
      {open && <ApplyHandleDrawer id={open} onClose={() => setOpen(null)} />}
    </>
  );
}

/** /admin/finance/credit: products (create, edit, list and unlist) and the applications to decide and follow. */
export default function CreditAdminPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState("applies");
  return (
    <div data-testid="credit-admin">
      <h1 style={{ fontSize: 16, fontWeight: 600, margin: "0 0 4px" }}>{t("credit.admin.title")}</h1>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: "applies", label: t("credit.admin.applies"), children: <AppliesTab /> },
          { key: "products", label: t("credit.admin.products"), children: <ProductsTab /> },
        ]}
      />
    </div>
  );
}
