import { farmMaterial, type CatalogInput } from "@qinlian/contract";
import { Card, Form } from "antd";
import { PageHeader } from "../../../kit/PageHeader";
import { SaveBackButtons, useEditPage } from "../../../kit/useEditPage";
import { useFormMutation } from "../../../kit/useFormMutation";
import { CatalogFields } from "../../farmingManage/material/CatalogFields";
import { materialReads } from "../../farmingManage/material/parts";
import { useMaterialTexts } from "../../farmingManage/material/texts";

const LIST = "/setup/material/index";

/** /setup/material/add and /update/:id: one catalogue entry (物料). */
export default function CatalogFormPage() {
  const { d } = useMaterialTexts();
  const [form] = Form.useForm<CatalogInput>();
  const { id, gate, back, saved } = useEditPage(farmMaterial.catalogSelById, { listPath: LIST, form, notFoundText: d("common.notFound") });
  const add = useFormMutation(farmMaterial.catalogAdd, { form });
  const upd = useFormMutation(farmMaterial.catalogUpdById, { form });
  if (gate) return gate;
  const onFinish = async (v: CatalogInput) => {
    const body = { ...v, spec: v.spec?.trim() || null, brand: v.brand?.trim() || null, maker: v.maker?.trim() || null, remark: v.remark?.trim() || null, unitPriceFen: v.unitPriceFen ?? null };
    const done = id ? await upd.submit({ id, ...body }) : await add.submit(body);
    if (!done) return;
    await saved(...materialReads);
  };
  return (
    <div>
      <PageHeader title={d(id ? "catalog.editTitle" : "catalog.addTitle")} />
      <Form<CatalogInput> form={form} layout="vertical" onFinish={(v) => void onFinish(v)} initialValues={{ category: "FEED" }} data-testid="catalog-form" style={{ maxWidth: 760 }}>
        <Card size="small" style={{ marginBottom: 16 }}>
          <CatalogFields />
        </Card>
        <SaveBackButtons saving={add.isPending || upd.isPending} onBack={back} testId="catalog" />
      </Form>
    </div>
  );
}
