import { orderEvaluation, type OrderEvaluationView } from "@qinlian/contract";
import { Button, Card, Empty, Image, Rate, Skeleton, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useCall } from "../../../../api";
import { formatTime } from "../../../../kit/formatTime";
import { GoodsThumb } from "../../../../kit/GoodsThumb";
import { LoadFailed } from "../../../../kit/LoadFailed";
import { PageHeader } from "../../../../kit/PageHeader";
import { buyerDetailPath } from "./actions";
import "./texts";

function EvaluationCard({ e }: { e: OrderEvaluationView }) {
  const { t } = useTranslation();
  return (
    <Card size="small" style={{ marginBottom: 12 }} data-testid={`evaluation-${e.id}`} title={<GoodsThumb name={e.goodsName} image={e.image} sub={e.specName ?? undefined} />}>
      <Space wrap size={16} style={{ marginBottom: 8 }}>
        <span>
          {t("buyerOrder.view.goodsScore")} <Rate disabled value={e.score} style={{ fontSize: 14 }} />
        </span>
        <span style={{ color: "#595959" }}>
          {e.isAnonymous ? t("buyerOrder.view.anonymous") : e.buyerName} · {formatTime(e.createdAt)}
        </span>
      </Space>
      {e.content && <Typography.Paragraph style={{ whiteSpace: "pre-wrap" }}>{e.content}</Typography.Paragraph>}
      {!!e.images.length && (
        <Image.PreviewGroup>
          <Space wrap>
            {e.images.map((src) => (
              <Image key={src} src={src} width={88} height={88} style={{ objectFit: "cover" }} alt={e.goodsName} />
            ))}
          </Space>
        </Image.PreviewGroup>
      )}
      {e.reply && (
        <div style={{ marginTop: 8, padding: 8, background: "#fafafa", borderLeft: "3px solid #d4380d" }} data-testid="evaluation-reply">
          <b>{t("buyerOrder.view.reply")}</b>
          {e.replyAt && <span style={{ color: "#595959" }}> · {formatTime(e.replyAt)}</span>}
          <div style={{ whiteSpace: "pre-wrap" }}>{e.reply}</div>
        </div>
      )}
    </Card>
  );
}

/** /transaction/viewOrderEvaluation/:id — the order's evaluations (goods stars, words, photos, the shop scores) with the seller's replies. */
export default function ViewOrderEvaluationPage() {
  const { t } = useTranslation();
  const orderId = useParams().id ?? "";
  const q = useCall(orderEvaluation.selEvaluationByOrderId, { orderId }, { enabled: !!orderId });
  const back = (
    <Link to={buyerDetailPath(orderId)}>
      <Button>{t("buyerOrder.view.back")}</Button>
    </Link>
  );
  if (q.isLoading) return <Skeleton active />;
  if (q.isError) return <LoadFailed onRetry={() => void q.refetch()} />;
  const list = q.data ?? [];
  const first = list[0];
  return (
    <div data-testid="view-evaluation-page" style={{ maxWidth: 880 }}>
      <PageHeader title={t("buyerOrder.view.title")} extra={back} />
      {first?.orderNo && (
        <Typography.Paragraph type="secondary" copyable={{ text: first.orderNo }} data-testid="evaluation-order-no">
          {t("buyerOrder.view.orderNo", { no: first.orderNo })}
        </Typography.Paragraph>
      )}
      {!first ? (
        <Empty description={t("buyerOrder.view.empty")} />
      ) : (
        <>
          <Card size="small" title={t("buyerOrder.view.shopScores")} style={{ marginBottom: 12 }}>
            <Space wrap size={24}>
              {(["descriptionScore", "serviceScore", "logisticsScore"] as const).map((k) => (
                <span key={k}>
                  {t(`buyerOrder.evaluate.${k}`)} <Rate disabled value={first[k]} style={{ fontSize: 14 }} />
                </span>
              ))}
            </Space>
          </Card>
          {list.map((e) => (
            <EvaluationCard key={e.id} e={e} />
          ))}
        </>
      )}
    </div>
  );
}
