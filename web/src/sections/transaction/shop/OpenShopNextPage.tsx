import { shop, type ShopForm } from "@qinlian/contract";
import { CheckCircleFilled, ExclamationCircleFilled } from "@ant-design/icons";
import { Alert, App, Button, Card, Form, List, Skeleton, Space } from "antd";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router";
import { ImageUpload } from "../../../kit/ImageUpload";
import { PageHeader } from "../../../kit/PageHeader";
import { RichTextEditor, useRichTextRules } from "../../../kit/RichTextEditor";
import { AddressFields } from "./AddressFields";
import { LicenceFields } from "./LicenceFields";
import { OpenShopSteps } from "./OpenShopSteps";
import { formOfShop, licenceRowsOf, licencesOfRows, openingStep, type LicenceRow } from "./shopForm";
import { useMyShop, useRefreshShop } from "./useMyShop";
import "./texts";
import { useFormMutation } from "../../../kit/useFormMutation";

interface Step2 {
  logoUrl: string | null;
  bannerUrl: string | null;
  intro: string;
  licences: LicenceRow[];
  addresses: NonNullable<ShopForm["addresses"]>;
}

/**
 * Opening a shop, step 2: licences (the business scope decides which are required — the list
 * shows each and whether it is there), the shop's look (logo, banner, intro) and its pickup and
 * return addresses. "Next" saves the draft again.
 */
export default function OpenShopNextPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const my = useMyShop();
  const [form] = Form.useForm<Step2>();
  const save = useFormMutation(shop.addShopInfo, { form });
  const refresh = useRefreshShop();
  const introRules = useRichTextRules({ max: 20_000 });
  const licences = Form.useWatch("licences", form);

  if (my.isLoading) return <Skeleton active />;
  const current = my.data;
  if (!current) return <Navigate to="/transaction/enterpriseOpenShop" replace />;
  if (openingStep(current) === "status") return <Navigate to="/transaction/openShopStatus" replace />;

  const saveStep = async (v: Step2) => {
    const res = await save.submit({ ...formOfShop(current), ...v, licences: licencesOfRows(v.licences) });
    if (res) await refresh();
    return res;
  };
  const kindsNow = new Set((licences ?? []).map((l) => l?.kind));

  return (
    <div data-testid="open-shop-step2">
      <PageHeader title={t("shopSeller.open.title")} />
      <OpenShopSteps current={1} />
      <Form<Step2>
        form={form}
        layout="vertical"
        initialValues={{ logoUrl: current.logoUrl, bannerUrl: current.bannerUrl, intro: current.intro ?? "", licences: licenceRowsOf(current.licences), addresses: formOfShop(current).addresses }}
        onFinish={(v) => void saveStep(v).then((res) => res && navigate("/transaction/openShopCommit"))}
        scrollToFirstError
      >
        <Card title={t("shopSeller.lic.title")} size="small" style={{ marginBottom: 16 }}>
          {current.requiredLicences.length > 0 && (
            <Alert
              type="warning"
              style={{ marginBottom: 12 }}
              message={t("shopSeller.lic.required")}
              description={
                <List
                  size="small"
                  dataSource={current.requiredLicences}
                  renderItem={(r) => (
                    <List.Item data-testid="required-licence">
                      <Space>
                        {kindsNow.has(r.kind) ? <CheckCircleFilled style={{ color: "#52c41a" }} /> : <ExclamationCircleFilled style={{ color: "#faad14" }} />}
                        <span>{t(`catalog.licenceKind.${r.kind}`, { defaultValue: r.label })}</span>
                        <span style={{ color: "#595959" }}>{r.reason}</span>
                      </Space>
                    </List.Item>
                  )}
                />
              }
            />
          )}
          <LicenceFields />
        </Card>
        <Card title={t("shopSeller.look.title")} size="small" style={{ marginBottom: 16 }}>
          <Space size={48} align="start">
            <Form.Item name="logoUrl" label={t("shopSeller.look.logo")} extra={t("shopSeller.look.logoHelp")}>
              <ImageUpload />
            </Form.Item>
            <Form.Item name="bannerUrl" label={t("shopSeller.look.banner")} extra={t("shopSeller.look.bannerHelp")}>
              <ImageUpload />
            </Form.Item>
          </Space>
          <Form.Item name="intro" label={t("shopSeller.look.intro")} rules={introRules}>
            <RichTextEditor minHeight={140} aria-label={t("shopSeller.look.intro")} />
          </Form.Item>
        </Card>
        <Card title={t("shopSeller.addr.title")} size="small" style={{ marginBottom: 16 }}>
          <AddressFields />
        </Card>
        <Space>
          <Button onClick={() => void navigate("/transaction/enterpriseOpenShop")}>{t("shopSeller.open.prev")}</Button>
          <Button onClick={() => void form.validateFields().then(async (v) => (await saveStep(v)) && message.success(t("shopSeller.open.draftSaved")), () => undefined)} loading={save.isPending}>
            {t("shopSeller.open.saveDraft")}
          </Button>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="open-shop-next">
            {t("shopSeller.open.next")}
          </Button>
        </Space>
      </Form>
    </div>
  );
}
