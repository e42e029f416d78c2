import { farmMaterial, type CatalogInput } from "@qinlian/contract";
import { Card, Form, Input, Radio, Select, Typography } from "antd";
import { unitText } from "../../../kit/units";
import { useCall } from "../../../api";
import { PageHeader } from "../../../kit/PageHeader";
import { SaveBackButtons, useEditPage } from "../../../kit/useEditPage";
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
  const { d } = useMaterialTexts();
  const [form] = Form.useForm<Values>();
  const { id, current, gate, back, saved } = useEditPage(farmMaterial.materialSelById, { listPath: LIST, form, toForm: (m) => ({ lowStock: m.lowStock, remark: m.remark }), notFoundText: d("common.notFound") });
  const source = Form.useWatch("source", form);
  const catalog = useCall(farmMaterial.catalogSelListByParam, {}, { enabled: !id });
  const add = useFormMutation(farmMaterial.materialAddOne, { form });
  const upd = useFormMutation(farmMaterial.materialUpdById, { form });
  const lowRules = useQtyRules(d("material.lowStock"), { required: false, allowZero: true });
  if (gate) return gate;
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
    await saved(...materialReads);
  };
  return (
    <div>
      <PageHeader title={d(id ? "material.editTitle" : "material.addTitle")} />
      <Form<Values> form={form} layout="vertical" onFinish={(v) => void onFinish(v)} initialValues={{ source: "catalog", catalog: { category: "FEED" } }} data-testid="material-form" style={{ maxWidth: 760 }}>
        <Card size="small" style={{ marginBottom: 16 }}>
          {id && current.data ? (
            <Typography.Title level={5}>
              {current.data.name}
              {current.data.spec ? ` · ${current.data.spec}` : ""}（{unitText(current.data.unit)}）
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
                    options={(catalog.data ?? []).map((c) => ({ value: c.id, label: `${c.name}${c.spec ? ` · ${c.spec}` : ""}（${unitText(c.unit)}）` }))}
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
        <SaveBackButtons saving={add.isPending || upd.isPending} onBack={back} testId="material" />
      </Form>
    </div>
  );
}
