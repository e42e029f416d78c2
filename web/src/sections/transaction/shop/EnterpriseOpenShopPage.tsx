import { shop } from "@qinlian/contract";
import { Alert, Button, Form, Input, Select, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router";
import { AreaCascader } from "../../../kit/AreaCascader";
import { CategoryScopeSelect, useCategoryTree } from "../../../kit/CategoryPicker";
import { pick } from "../../../i18n";
import { PageHeader } from "../../../kit/PageHeader";
import { OpenShopSteps } from "./OpenShopSteps";
import { formOfShop, openingStep } from "./shopForm";
import { useMyShop, useRefreshShop } from "./useMyShop";
import "./texts";
import { useFormMutation } from "../../../kit/useFormMutation";
import { useMe } from "../../../kit/useMe";

interface Step1 {
  name: string;
  businessScope: string[];
  mainCategoryId?: string;
  areaCode: string;
  address: string;
  contactName: string;
  contactMobile: string;
  servicePhone?: string;
}

/**
 * Opening a shop, step 1: the shop's name, business scope (platform categories), main category,
 * location and contacts. "Next" saves the application as a draft (addShopInfo), so it can be
 * resumed later; a rejected application is edited here too before it is submitted again.
 */
export default function EnterpriseOpenShopPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { me, isLoading: meLoading } = useMe();
  const my = useMyShop();
  const [form] = Form.useForm<Step1>();
  const save = useFormMutation(shop.addShopInfo, { form });
  const refresh = useRefreshShop();
  const scope = Form.useWatch("businessScope", form);
  const tree = useCategoryTree();
  // The main category is a level-1 category the scope reaches (scope ids are level 1 or 2: "01", "0101").
  const mainOptions = (tree.data ?? [])
    .filter((c) => scope?.some((id) => id.slice(0, 2) === c.id))
    .map((c) => ({ value: c.id, label: pick({ zh: c.name, en: c.nameEn ?? c.name }, i18n.language) }));

  if (my.isLoading || meLoading) return <Skeleton active />;
  if (my.isError) return <Alert type="error" message={t("common.loadFailed")} />;
  const current = my.data ?? null;
  if (openingStep(current) === "status") return <Navigate to="/transaction/openShopStatus" replace />;

  const onFinish = async (v: Step1) => {
    const base = current ? formOfShop(current) : { licences: [], intro: "" };
    const res = await save.submit({ ...base, ...v, servicePhone: v.servicePhone || undefined });
    if (!res) return;
    await refresh();
    void navigate("/transaction/openShopNext");
  };

  return (
    <div data-testid="open-shop-step1">
      <PageHeader title={t("shopSeller.open.title")} />
      <OpenShopSteps current={0} />
      {current?.status === "REJECTED" && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} message={t("shopSeller.rejected.title")} description={current.rejectReason ?? "-"} />
      )}
      {me?.boType === "ENTERPRISE" ? (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t("shopSeller.open.enterpriseNote")} />
      ) : (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t("shopSeller.open.personNote")} />
      )}
      <Form<Step1>
        form={form}
        layout="horizontal"
        labelCol={{ span: 5 }}
        wrapperCol={{ span: 14 }}
        initialValues={current ? formOfShop(current) : { contactName: me?.realName ?? undefined }}
        onFinish={(v: Step1) => void onFinish(v)}
        scrollToFirstError
      >
        <Form.Item name="name" label={t("shopSeller.f.name")} rules={[{ required: true, whitespace: true, message: t("shopSeller.v.name") }, { max: 40 }]}>
          <Input placeholder={t("shopSeller.f.namePh")} maxLength={40} showCount data-testid="shop-name" />
        </Form.Item>
        <Form.Item name="businessScope" label={t("shopSeller.f.scope")} extra={t("shopSeller.f.scopeHelp")} rules={[{ required: true, type: "array", min: 1, message: t("shopSeller.v.scope") }, { type: "array", max: 30 }]}>
          <CategoryScopeSelect data-testid="shop-scope" />
        </Form.Item>
        <Form.Item name="mainCategoryId" label={t("shopSeller.f.mainCategory")} extra={t("shopSeller.f.mainCategoryHelp")}>
          <Select allowClear disabled={!scope?.length} options={mainOptions} placeholder={t("shopSeller.f.mainCategoryPh")} />
        </Form.Item>
        <Form.Item name="areaCode" label={t("shopSeller.f.area")} rules={[{ required: true, message: t("shopSeller.v.area") }]}>
          <AreaCascader style={{ width: "100%" }} data-testid="shop-area" />
        </Form.Item>
        <Form.Item name="address" label={t("shopSeller.f.address")} rules={[{ required: true, whitespace: true, message: t("shopSeller.v.address") }, { max: 120 }]}>
          <Input maxLength={120} data-testid="shop-address" />
        </Form.Item>
        <Form.Item name="contactName" label={t("shopSeller.f.contactName")} rules={[{ required: true, whitespace: true, message: t("shopSeller.v.contactName") }, { max: 20 }]}>
          <Input maxLength={20} data-testid="shop-contact" />
        </Form.Item>
        <Form.Item name="contactMobile" label={t("shopSeller.f.contactMobile")} rules={[{ required: true, message: t("shopSeller.v.mobile") }, { pattern: /^1[3-9]\d{9}$/, message: t("shopSeller.v.mobile") }]}>
          <Input maxLength={11} data-testid="shop-mobile" />
        </Form.Item>
        <Form.Item name="servicePhone" label={t("shopSeller.f.servicePhone")} rules={[{ pattern: /^[\d-]{7,20}$/, message: t("shopSeller.v.phone") }]}>
          <Input maxLength={20} placeholder={t("shopSeller.f.servicePhonePh")} />
        </Form.Item>
        <Form.Item wrapperCol={{ sm: { offset: 5 } }}>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="open-shop-next">
            {t("shopSeller.open.next")}
          </Button>
        </Form.Item>
      </Form>
    </div>
  );
}
