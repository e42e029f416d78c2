import { order, orderEvaluation } from "@qinlian/contract";
import { App, Button, Card, Form, Input, Rate, Result, Skeleton, Switch, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { ApiError, useCall } from "../../../../api";
import { GoodsThumb } from "../../../../kit/GoodsThumb";
import { ImageListUpload } from "../../../../kit/ImageListUpload";
import { invalidateCalls } from "../../../../kit/invalidate";
import { LoadFailed } from "../../../../kit/LoadFailed";
import { PageHeader } from "../../../../kit/PageHeader";
import { useFormMutation } from "../../../../kit/useFormMutation";
import { buyerDetailPath, evaluationInputOf, type EvaluationValues } from "./actions";
import { refreshOrders } from "./BuyerOrderActions";
import "./texts";

/**
 * /transaction/orderEvaluation/:id (评价): stars, words and photos for each goods line not yet
 * evaluated (gifts are not rated), the three shop scores, anonymous or not. Server errors land under
 * their fields (items.0.score …); then to the order's evaluations.
 */
export default function OrderEvaluationPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const orderId = useParams().id ?? "";
  const [form] = Form.useForm<EvaluationValues>();
  const q = useCall(order.selBuyerOrderDetailById, { orderId }, { errBySelf: true, enabled: !!orderId });
  const add = useFormMutation(orderEvaluation.addEvaluation, { form });

  if (q.isLoading) return <Skeleton active />;
  if (q.error instanceof ApiError && q.error.kind === "business") return <Result status="404" title={t("buyerOrder.detail.notFound")} extra={<Link to="/transaction/myOrder">{t("buyerOrder.detail.back")}</Link>} />;
  if (q.isError || !q.data) return <LoadFailed onRetry={() => void q.refetch()} />;
  const o = q.data;
  const lines = o.lines.filter((l) => !l.isGift && !l.evaluated);
  if (!o.actions.includes("EVALUATE") || !lines.length) {
    return (
      <Result
        status="info"
        title={t("buyerOrder.evaluate.notReady")}
        extra={
          <Link to={buyerDetailPath(orderId)}>
            <Button>{t("buyerOrder.view.back")}</Button>
          </Link>
        }
      />
    );
  }

  const onFinish = async (v: EvaluationValues) => {
    const r = await add.submit(evaluationInputOf(orderId, v));
    if (!r) return;
    void message.success(r.points > 0 ? t("buyerOrder.evaluate.points", { points: r.points }) : t("buyerOrder.done.EVALUATE"));
    await Promise.all([refreshOrders(), invalidateCalls(orderEvaluation.selEvaluationByOrderId)]);
    void navigate(`/transaction/viewOrderEvaluation/${orderId}`);
  };
  const scoreRule = [{ required: true, type: "number" as const, min: 1, message: t("buyerOrder.evaluate.scoreRequired") }];

  return (
    <div data-testid="order-evaluation-page" style={{ maxWidth: 880 }}>
      <PageHeader title={t("buyerOrder.evaluate.title")} extra={<Link to={buyerDetailPath(orderId)}>{o.orderNo}</Link>} />
      <Form<EvaluationValues>
        form={form}
        layout="vertical"
        initialValues={{ items: lines.map((l) => ({ lineId: l.id, score: 5, content: "", images: [] })), descriptionScore: 5, serviceScore: 5, logisticsScore: 5, isAnonymous: false }}
        onFinish={(v) => void onFinish({ ...v, items: (form.getFieldValue("items") as EvaluationValues["items"]) ?? [] })}
      >
        <Form.List name="items">
          {(fields) =>
            fields.map((f, i) => {
              const l = lines[i];
              return (
                <Card key={f.key} size="small" style={{ marginBottom: 12 }} title={<GoodsThumb name={l.goodsName} image={l.image} sub={l.specName} />} data-testid={`evaluate-line-${l.id}`}>
                  <Form.Item name={[f.name, "lineId"]} hidden>
                    <Input />
                  </Form.Item>
                  <Form.Item name={[f.name, "score"]} label={t("buyerOrder.evaluate.goodsScore")} rules={scoreRule}>
                    <Rate aria-label={t("buyerOrder.evaluate.goodsScore")} />
                  </Form.Item>
                  <Form.Item name={[f.name, "content"]} label={t("buyerOrder.evaluate.content")} rules={[{ max: 500 }]}>
                    <Input.TextArea rows={3} maxLength={500} showCount placeholder={t("buyerOrder.evaluate.contentPh")} data-testid={`evaluate-content-${i}`} />
                  </Form.Item>
                  <Form.Item name={[f.name, "images"]} label={t("buyerOrder.evaluate.images")}>
                    <ImageListUpload max={6} />
                  </Form.Item>
                </Card>
              );
            })
          }
        </Form.List>
        <Card size="small" title={t("buyerOrder.evaluate.shopScores")} style={{ marginBottom: 12 }}>
          <div style={{ display: "flex", flexWrap: "wrap", gap: "0 32px" }}>
            {(["descriptionScore", "serviceScore", "logisticsScore"] as const).map((k) => (
              <Form.Item key={k} name={k} label={t(`buyerOrder.evaluate.${k}`)} rules={scoreRule}>
                <Rate aria-label={t(`buyerOrder.evaluate.${k}`)} />
              </Form.Item>
            ))}
          </div>
          <Form.Item name="isAnonymous" label={t("buyerOrder.evaluate.anonymous")} valuePropName="checked" extra={<Typography.Text style={{ color: "#595959" }}>{t("buyerOrder.evaluate.anonymousHelp")}</Typography.Text>}>
            <Switch data-testid="evaluate-anonymous" />
          </Form.Item>
        </Card>
        <Button type="primary" htmlType="submit" size="large" loading={add.isPending} data-testid="evaluate-submit">
          {t("buyerOrder.evaluate.submit")}
        </Button>
      </Form>
    </div>
  );
}
