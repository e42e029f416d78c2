import { farmMaterial, type CatalogInput } from "@qinlian/contract";
import { App, Button, Card, Empty, Form, Input, Radio, Select, Skeleton, Space, Typography } from "antd";
import { useEffect } from "react";
import { useNavigate, useParams } from "react-router";
import { useCall } from "../../../api";
import { invalidateCalls } from "../../../kit/invalidate";
import { PageHeader } from "../../../kit/PageHeader";
import { useFormMutation } from "../../../kit/useFormMutation";
import { CatalogFields } from "./CatalogFields";
import { QtyInput, materialReads, useQtyRules } from "./parts";
import { useMaterialTexts } from "./texts";

interface Values {
  source: "catalog" | "new";
  catalogId?: string;
  catalog?: CatalogInput;
  lowStock?: number | null;
  remark?: string | null;
}

const LIST = "/farmingManage/material/index";

/** /farmingManage/material/add and /update/:id: a farm material — picked from the catalogue or created with it; its threshold. */
export default function MaterialFormPage() {
  const { t, d } = useMaterialTexts();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { id } = useParams();
  const [form] = Form.useForm<Values>();
  const source = Form.useWatch("source", form);
  const current = useCall(farmMaterial.materialSelById, { id: id ?? "" }, { enabled: !!id, errBySelf: true });
  const catalog = useCall(farmMaterial.catalogSelListByParam, {}, { enabled: !id });
  const add = useFormMutation(farmMaterial.materialAddOne, { form });
  const upd = useFormMutation(farmMaterial.materialUpdById, { form });
  const lowRules = useQtyRules(d("material.lowStock"), { required: false, allowZero: true });
  useEffect(() => {
    if (current.data) form.setFieldsValue({ lowStock: current.data.lowStock, remark: current.data.remark });
  }, [current.data, form]);
  if (id && current.isLoading) return <Skeleton active />;
  if (id && !current.data)
    return (
      <Empty description={d("common.notFound")}>
        <Button onClick={() => void navigate(LIST)}>{t("common.back")}</Button>
      </Empty>
    );
  const onFinish = async (v: Values) => {
    const common = { lowStock: v.lowStock ?? null, remark: v.remark?.trim() || null };
    const done = id
      ? await upd.submit({ id, ...common })
      : await add.submit(
          v.source === "new" && v.catalog
            ? { ...common, catalog: { ...v.catalog, spec: v.catalog.spec?.trim() || null, brand: v.catalog.brand?.trim() || null, maker: v.catalog.maker?.trim() || null, remark: null, unitPriceFen: v.catalog.unitPriceFen ?? null } }
            : { ...common, catalogId: v.catalogId },
        );
    if (!done) return;
    void message.success(d("common.saved"));
    await invalidateCalls(...materialReads);
    void navigate(LIST);
  };
  return (
    <div>
      <PageHeader title={d(id ? "material.editTitle" : "material.addTitle")} />
      <Form<Values> form={form} layout="vertical" onFinish={(v) => void onFinish(v)} initialValues={{ source: "catalog", catalog: { category: "FEED" } }} data-testid="material-form" style={{ maxWidth: 760 }}>
        <Card size="small" style={{ marginBottom: 16 }}>
          {id && current.data ? (
            <Typography.Title level={5}>
              {current.data.name}
              {current.data.spec ? ` · ${current.data.spec}` : ""}（{current.data.unit}）
            </Typography.Title>
          ) : (
            <>
              <Form.Item name="source" label={d("material.source")}>
                <Radio.Group
                  options={[
                    { value: "catalog", label: d("material.fromCatalog") },
                    { value: "new", label: d("material.newCatalog") },
                  ]}
                />
              </Form.Item>
              {source === "new" ? (
                <CatalogFields prefix={["catalog"]} />
              ) : (
                <Form.Item name="catalogId" label={d("material.catalogId")} rules={[{ required: true, message: d("common.choose", { field: d("material.catalogId") }) }]}>
                  <Select
                    showSearch
                    optionFilterProp="label"
                    loading={catalog.isLoading}
                    data-testid="material-catalog"
                    options={(catalog.data ?? []).map((c) => ({ value: c.id, label: `${c.name}${c.spec ? ` · ${c.spec}` : ""}（${c.unit}）` }))}
                  />
                </Form.Item>
              )}
            </>
          )}
          <Form.Item name="lowStock" label={d("material.lowStock")} extra={d("material.lowStockHelp")} rules={lowRules}>
            <QtyInput style={{ maxWidth: 240 }} data-testid="material-low" />
          </Form.Item>
          <Form.Item name="remark" label={d("catalog.remark")} rules={[{ max: 200 }]}>
            <Input.TextArea rows={2} />
          </Form.Item>
        </Card>
        <Space>
          <Button type="primary" htmlType="submit" loading={add.isPending || upd.isPending} data-testid="material-submit">
            {t("common.save")}
          </Button>
          <Button onClick={() => void navigate(LIST)}>{t("common.back")}</Button>
        </Space>
      </Form>
    </div>
  );
}
