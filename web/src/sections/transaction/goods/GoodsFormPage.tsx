import { goods, type GoodsView } from "@qinlian/contract";
import { Alert, App, Button, Card, Form, Result, Skeleton, Space } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useCall } from "../../../api";
import { useDictName } from "../../../kit/DictSelect";
import { PageHeader } from "../../../kit/PageHeader";
import { StatusTag } from "../../../kit/StatusTag";
import { useMyShop } from "../shop/useMyShop";
import { emptyGoodsValues, goodsFormOf, valuesOfGoods, type GoodsFormValues } from "./goodsFormValues";
import { BasicSection, CategorySection, DeliverySection, MediaSection, PaySection, SpecSection, TraceSection } from "./GoodsFormSections";
import { TemplateBar } from "./TemplateBar";
import { useRefreshGoods } from "./useGoodsActions";
import "./texts";
import { useFormMutation } from "../../../kit/useFormMutation";

function GoodsForm({ existing }: { existing: (GoodsView & { events: string[] }) | null }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<GoodsFormValues>();
  const my = useMyShop();
  const refresh = useRefreshGoods();
  const unitName = useDictName("UNIT")(Form.useWatch("unit", form));
  const publish = useFormMutation(goods.publishGoods, { form });
  const modify = useFormMutation(goods.modifyGoods, { form });
  const add = useFormMutation(goods.add, { form });
  const upd = useFormMutation(goods.upd, { form });
  const busy = publish.isPending || modify.isPending || add.isPending || upd.isPending;
  const scope = my.data?.businessScope.map((c) => c.id);

  const submit = async (mode: "publish" | "save") => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const body = goodsFormOf({ ...(form.getFieldsValue(true) as GoodsFormValues), ...v });
    const res = await (existing
      ? mode === "publish"
        ? modify.submit({ ...body, goodsId: existing.goodsId, version: existing.version })
        : upd.submit({ ...body, goodsId: existing.goodsId, version: existing.version })
      : mode === "publish"
        ? publish.submit(body)
        : add.submit(body)
    );
    if (!res) return;
    await refresh();
    void message.success(t(`goodsSeller.form.saved_${res.status}`));
    void navigate("/transaction/goodsManage");
  };

  return (
    <Form<GoodsFormValues> form={form} layout="horizontal" labelCol={{ span: 4 }} wrapperCol={{ span: 18 }} initialValues={existing ? valuesOfGoods(existing) : emptyGoodsValues()} scrollToFirstError data-testid="goods-form">
      {existing?.rejectReason && <Alert type="error" showIcon style={{ marginBottom: 16 }} message={t("goodsSeller.form.rejected")} description={existing.rejectReason} />}
      {!my.isLoading && my.data?.status !== "OPEN" && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="goods-no-shop"
          message={my.data ? t("goodsSeller.list.shopNotOpen", { status: t(`catalog.shopStatus.${my.data.status}`) }) : t("goodsSeller.list.noShop")}
          action={<Link to={my.data ? "/transaction/openShopStatus" : "/transaction/enterpriseOpenShop"}>{my.data ? t("goodsSeller.list.toShop") : t("goodsSeller.list.openShop")}</Link>}
        />
      )}
      <TemplateBar />
      <Card size="small" title={t("goodsSeller.form.basic")} style={{ marginBottom: 16 }}>
        <CategorySection scope={scope} />
        <BasicSection />
      </Card>
      <Card size="small" title={t("goodsSeller.form.specs")} style={{ marginBottom: 16 }}>
        <SpecSection unitName={unitName === "-" ? undefined : unitName} />
      </Card>
      <Card size="small" title={t("goodsSeller.form.media")} style={{ marginBottom: 16 }}>
        <MediaSection />
      </Card>
      <Card size="small" title={t("goodsSeller.form.delivery")} style={{ marginBottom: 16 }}>
        <DeliverySection />
      </Card>
      <Card size="small" title={t("goodsSeller.form.pay")} style={{ marginBottom: 16 }}>
        <PaySection />
      </Card>
      <Card size="small" title={t("goodsSeller.form.traces")} style={{ marginBottom: 16 }}>
        <TraceSection />
      </Card>
      <Space wrap>
        <Button onClick={() => void navigate("/transaction/goodsManage")}>{t("common.cancel")}</Button>
        <Button onClick={() => void submit("save")} loading={busy} data-testid="goods-save">
          {existing ? t("goodsSeller.form.save") : t("goodsSeller.form.saveDraft")}
        </Button>
        <Button type="primary" onClick={() => void submit("publish")} loading={busy} data-testid="goods-submit">
          {existing ? t("goodsSeller.form.saveAndPublish") : t("goodsSeller.form.publish")}
        </Button>
      </Space>
    </Form>
  );
}

/**
 * Publishing (goodsManage/publishGoods) and editing (goodsManage/updateGoods?goodsId=…) mall goods:
 * category within the shop's scope (with the platform's review rule), name, shop classify,
 * attributes, unit, specs with price/member price/stock, images, rich description, origin and
 * delivery range, logistics, minimum order, rebate, payment plans, traceability batches, and
 * templates. "Publish" puts the goods on shelf in one step, or into review for categories that
 * need it; "save" keeps the current state (new goods stay drafts).
 */
export default function GoodsFormPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const goodsId = params.get("goodsId");
  const q = useCall(goods.selGoodsByIdManage, { goodsId: goodsId ?? "" }, { enabled: !!goodsId });
  const editing = !!goodsId;
  if (editing && q.isLoading) return <Skeleton active />;
  if (editing && (!q.data || q.data.type !== "GOODS")) {
    return <Result status="404" title={t("goodsSeller.form.notFound")} extra={<Link to="/transaction/goodsManage">{t("goodsSeller.form.back")}</Link>} />;
  }
  return (
    <div>
      <PageHeader title={editing ? t("goodsSeller.form.editTitle") : t("goodsSeller.form.publishTitle")} extra={q.data && <StatusTag kind="goods" status={q.data.status} />} />
      <GoodsForm key={goodsId ?? "new"} existing={editing ? (q.data ?? null) : null} />
    </div>
  );
}
