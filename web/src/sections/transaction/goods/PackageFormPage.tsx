import { PlusOutlined } from "@ant-design/icons";
import { goods, shop, type GoodsView } from "@qinlian/contract";
import { App, Button, Card, Form, Input, InputNumber, Result, Skeleton, Space, Table, TreeSelect } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { useCall } from "../../../api";
import { ImageListUpload } from "../../../kit/ImageListUpload";
import { Money } from "../../../kit/Money";
import { MoneyInput } from "../../../kit/MoneyInput";
import { PageHeader } from "../../../kit/PageHeader";
import { PagedPickerModal } from "../../../kit/PagedPickerModal";
import { RichTextEditor, useRichTextRules } from "../../../kit/RichTextEditor";
import { StatusTag } from "../../../kit/StatusTag";
import { itemsTotal, packageErrors, type PackageItemRow } from "./packageItems";
import { useRefreshGoods } from "./useGoodsActions";
import { syncValidator } from "../../../kit/syncValidator";
import "./texts";
import { useFormMutation } from "../../../kit/useFormMutation";

interface PackageValues {
  name: string;
  subTitle?: string;
  shopClassifyId?: string | null;
  images: string[];
  description: string;
  items: PackageItemRow[];
  price?: number;
  stock: number;
}

function valuesOf(g: GoodsView): PackageValues {
  const items = g.ext?.kind === "PACKAGE" ? g.ext.items : [];
  return {
    name: g.name,
    subTitle: g.subTitle ?? undefined,
    shopClassifyId: g.shopClassifyId,
    images: g.images,
    description: g.description,
    items: items.map((i) => ({ specId: i.specId, goodsName: i.goodsName, specName: i.specName, listPrice: i.listPrice, stock: null, quantity: i.quantity })),
    price: g.specs[0]?.listPrice ?? g.priceMin ?? undefined,
    stock: g.specs[0]?.stock ?? g.stockTotal,
  };
}

/** The package's specs with their quantities; specs are added from the shop's on-sale specs with stock. */
function ItemsEditor({ value = [], onChange }: { value?: PackageItemRow[]; onChange?: (rows: PackageItemRow[]) => void }) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  return (
    <>
      <Table<PackageItemRow> scroll={{ x: "max-content" }}
        size="small"
        rowKey="specId"
        pagination={false}
        dataSource={value}
        locale={{ emptyText: t("goodsSeller.pkg.noItems") }}
        columns={[
          { title: t("goodsSeller.pkg.goods"), render: (_v, r) => `${r.goodsName} · ${r.specName}` },
          { title: t("goodsSeller.pkg.listPrice"), width: 110, render: (_v, r) => <Money fen={r.listPrice} /> },
          {
            title: t("goodsSeller.pkg.quantity"),
            width: 120,
            render: (_v, r) => (
              <InputNumber min={1} max={1000} precision={0} value={r.quantity} onChange={(q) => onChange?.(value.map((x) => (x.specId === r.specId ? { ...x, quantity: Number(q ?? 0) } : x)))} />
            ),
          },
          { title: t("goodsSeller.pkg.subtotal"), width: 110, render: (_v, r) => <Money fen={r.listPrice * (r.quantity || 0)} /> },
          {
            title: t("common.more"),
            width: 80,
            render: (_v, r) => (
              <Button type="link" danger size="small" onClick={() => onChange?.(value.filter((x) => x.specId !== r.specId))}>
                {t("goodsSeller.f.remove")}
              </Button>
            ),
          },
        ]}
      />
      <Button type="dashed" icon={<PlusOutlined />} style={{ marginTop: 8 }} disabled={value.length >= 10} onClick={() => setPicking(true)} data-testid="package-add-item">
        {t("goodsSeller.pkg.addItems")}
      </Button>
      <PagedPickerModal
        open={picking}
        title={t("goodsSeller.pkg.addItems")}
        call={goods.selAllowPackageByDefaultShop}
        rowKey="specId"
        multiple
        max={10 - value.length}
        disabledKeys={value.map((v) => v.specId)}
        input={(keyword) => ({ keyword })}
        columns={[
          { title: t("goodsSeller.pkg.goods"), render: (_v, r) => `${r.goodsName} · ${r.specName}` },
          { title: t("goodsSeller.pkg.listPrice"), width: 110, render: (_v, r) => <Money fen={r.listPrice} /> },
          { title: t("kitEditors.spec.stock"), width: 90, dataIndex: "stock" },
        ]}
        onCancel={() => setPicking(false)}
        onOk={(rows) => {
          setPicking(false);
          onChange?.([...value, ...rows.map((r) => ({ specId: r.specId, goodsName: r.goodsName, specName: r.specName, listPrice: r.listPrice, stock: r.stock, quantity: 1 }))]);
        }}
      />
    </>
  );
}

function PackageForm({ existing }: { existing: (GoodsView & { events: string[] }) | null }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<PackageValues>();
  const refresh = useRefreshGoods();
  const publish = useFormMutation(goods.publishGoodsPackage, { form });
  const modify = useFormMutation(goods.modifyGoodsPackage, { form });
  const classify = useCall(shop.classifyTreeByLogin, {}, { errBySelf: true, retry: false });
  const descRules = useRichTextRules({ required: t("goodsSeller.v.description"), max: 50_000 });
  const items = (Form.useWatch("items", form) as PackageItemRow[] | undefined) ?? [];
  const price = Form.useWatch<number | undefined>("price", form);
  const total = itemsTotal(items);
  const onFinish = async (v: PackageValues) => {
    const body = {
      name: v.name.trim(),
      subTitle: v.subTitle?.trim() || undefined,
      shopClassifyId: v.shopClassifyId ?? null,
      images: v.images,
      description: v.description,
      items: v.items.map((i) => ({ specId: i.specId, quantity: i.quantity })),
      price: v.price ?? 0,
      stock: v.stock,
    };
    const res = await (existing ? modify.submit({ ...body, goodsId: existing.goodsId, version: existing.version }) : publish.submit(body));
    if (!res) return;
    await refresh();
    void message.success(t(`goodsSeller.form.saved_${res.status}`));
    void navigate("/transaction/packageManage");
  };
  return (
    <Form<PackageValues>
      form={form}
      labelCol={{ span: 4 }}
      wrapperCol={{ span: 18 }}
      initialValues={existing ? valuesOf(existing) : { items: [], images: [], description: "", stock: 100, shopClassifyId: null }}
      scrollToFirstError
      onFinish={(v) => void onFinish(v)}
    >
      <Card size="small" style={{ marginBottom: 16 }}>
        <Form.Item name="name" label={t("goodsSeller.pkg.name")} rules={[{ required: true, whitespace: true, message: t("goodsSeller.v.name") }, { max: 60 }]}>
          <Input maxLength={60} showCount />
        </Form.Item>
        <Form.Item name="subTitle" label={t("goodsSeller.f.subTitle")} rules={[{ max: 120 }]}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="shopClassifyId" label={t("goodsSeller.f.classify")}>
          <TreeSelect allowClear treeDefaultExpandAll treeData={(classify.data ?? []).map((n) => ({ value: n.id, title: n.name, children: n.children.map((c) => ({ value: c.id, title: c.name })) }))} />
        </Form.Item>
        <Form.Item
          name="items"
          label={t("goodsSeller.pkg.items")}
          required
          rules={[
            {
              validator: syncValidator((rows: PackageItemRow[] = []) => {
                const e = packageErrors(rows, 1).filter((x) => x !== "notCheaper" && x !== "price");
                if (e.length) throw new Error(e.map((k) => t(`goodsSeller.pkg.e_${k}`)).join("；"));
              }),
            },
          ]}
        >
          <ItemsEditor />
        </Form.Item>
        <Form.Item
          name="price"
          label={t("goodsSeller.pkg.price")}
          required
          dependencies={["items"]}
          extra={total > 0 && t("goodsSeller.pkg.priceHelp", { total: (total / 100).toFixed(2), saving: price && price < total ? ((total - price) / 100).toFixed(2) : "0.00" })}
          rules={[
            ({ getFieldValue }) => ({
              validator: syncValidator((v: number | undefined) => {
                const e = packageErrors((getFieldValue("items") as PackageItemRow[] | undefined) ?? [], v).filter((x) => x === "price" || x === "notCheaper");
                if (e.length) throw new Error(t(`goodsSeller.pkg.e_${e[0]}`));
              }),
            }),
          ]}
        >
          <MoneyInput style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="stock" label={t("goodsSeller.pkg.stock")} extra={t("goodsSeller.pkg.stockHelp")} rules={[{ required: true, message: t("goodsSeller.pkg.e_stock") }]}>
          <InputNumber min={0} max={1_000_000} precision={0} />
        </Form.Item>
        <Form.Item name="images" label={t("goodsSeller.f.images")} rules={[{ required: true, type: "array", min: 1, message: t("goodsSeller.v.images") }]}>
          <ImageListUpload max={10} />
        </Form.Item>
        <Form.Item name="description" label={t("goodsSeller.f.description")} rules={descRules} required>
          <RichTextEditor minHeight={160} />
        </Form.Item>
      </Card>
      <Space>
        <Button onClick={() => void navigate("/transaction/packageManage")}>{t("common.cancel")}</Button>
        <Button type="primary" htmlType="submit" loading={publish.isPending || modify.isPending}>
          {existing ? t("goodsSeller.form.save") : t("goodsSeller.pkg.publish")}
        </Button>
      </Space>
    </Form>
  );
}

/** Adding (packageManage/package/add) and editing (package/upd/:id) a package. */
export default function PackageFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const q = useCall(goods.selGoodsByIdManage, { goodsId: id ?? "" }, { enabled: !!id });
  if (id && q.isLoading) return <Skeleton active />;
  if (id && (!q.data || q.data.type !== "PACKAGE")) return <Result status="404" title={t("goodsSeller.form.notFound")} extra={<Link to="/transaction/packageManage">{t("goodsSeller.form.back")}</Link>} />;
  return (
    <div>
      <PageHeader title={id ? t("goodsSeller.pkg.editTitle") : t("goodsSeller.pkg.addTitle")} extra={q.data && <StatusTag kind="goods" status={q.data.status} />} />
      <PackageForm key={id ?? "new"} existing={id ? (q.data ?? null) : null} />
    </div>
  );
}
