import { farmMaterial, type CatalogInput } from "@qinlian/contract";
import { App, Button, Card, Empty, Form, Skeleton, Space } from "antd";
import { useEffect } from "react";
import { useNavigate, useParams } from "react-router";
import { useCall } from "../../../api";
import { invalidateCalls } from "../../../kit/invalidate";
import { PageHeader } from "../../../kit/PageHeader";
import { useFormMutation } from "../../../kit/useFormMutation";
import { CatalogFields } from "../../farmingManage/material/CatalogFields";
import { materialReads } from "../../farmingManage/material/parts";
import { useMaterialTexts } from "../../farmingManage/material/texts";

const LIST = "/setup/material/index";

/** /setup/material/add and /update/:id: one catalogue entry (物料). */
export default function CatalogFormPage() {
  const { t, d } = useMaterialTexts();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { id } = useParams();
  const [form] = Form.useForm<CatalogInput>();
  const current = useCall(farmMaterial.catalogSelById, { id: id ?? "" }, { enabled: !!id, errBySelf: true });
  const add = useFormMutation(farmMaterial.catalogAdd, { form });
  const upd = useFormMutation(farmMaterial.catalogUpdById, { form });
  useEffect(() => {
    if (current.data) form.setFieldsValue(current.data);
  }, [current.data, form]);
  if (id && current.isLoading) return <Skeleton active />;
  if (id && !current.data)
    return (
      <Empty description={d("common.notFound")}>
        <Button onClick={() => void navigate(LIST)}>{t("common.back")}</Button>
      </Empty>
    );
  const onFinish = async (v: CatalogInput) => {
    const body = { ...v, spec: v.spec?.trim() || null, brand: v.brand?.trim() || null, maker: v.maker?.trim() || null, remark: v.remark?.trim() || null, unitPriceFen: v.unitPriceFen ?? null };
    const done = id ? await upd.submit({ id, ...body }) : await add.submit(body);
    if (!done) return;
    void message.success(d("common.saved"));
    await invalidateCalls(...materialReads);
    void navigate(LIST);
  };
  return (
    <div>
      <PageHeader title={d(id ? "catalog.editTitle" : "catalog.addTitle")} />
      <Form<CatalogInput> form={form} layout="vertical" onFinish={(v) => void onFinish(v)} initialValues={{ category: "FEED" }} data-testid="catalog-form" style={{ maxWidth: 760 }}>
        <Card size="small" style={{ marginBottom: 16 }}>
          <CatalogFields />
        </Card>
        <Space>
          <Button type="primary" htmlType="submit" loading={add.isPending || upd.isPending} data-testid="catalog-submit">
            {t("common.save")}
          </Button>
          <Button onClick={() => void navigate(LIST)}>{t("common.back")}</Button>
        </Space>
      </Form>
    </div>
  );
}
