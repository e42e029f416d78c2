import { orderEvaluation, type OrderEvaluationView } from "@qinlian/contract";
import { App, Button, Card, Empty, Form, Image, Input, Modal, Pagination, Rate, Select, Skeleton, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatTime } from "../../../../kit/formatTime";
import { GoodsThumb } from "../../../../kit/GoodsThumb";
import { invalidateCalls } from "../../../../kit/invalidate";
import { LoadFailed } from "../../../../kit/LoadFailed";
import { PageHeader } from "../../../../kit/PageHeader";
import { SearchBar } from "../../../../kit/SearchBar";
import { ToneTag } from "../../../../kit/ToneTag";
import { useFormMutation } from "../../../../kit/useFormMutation";
import { usePagedCall } from "../../../../kit/usePagedCall";
import { sellerPaths } from "./logic";
import "./texts";

type Level = "GOOD" | "MID" | "BAD";
const LEVELS: Level[] = ["GOOD", "MID", "BAD"];
/** A goods score's level as the filter names it: 4–5 good, 3 neutral, 1–2 bad. */
export const levelOf = (score: number): Level => (score >= 4 ? "GOOD" : score === 3 ? "MID" : "BAD");
const levelTone: Record<Level, string> = { GOOD: "success", MID: "gold", BAD: "error" };

interface Filters {
  level?: Level;
  replied?: "yes" | "no";
  keyword?: string;
}

function ReplyModal({ target, onClose }: { target: OrderEvaluationView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reply: string }>();
  const reply = useFormMutation(orderEvaluation.replyEvaluation, { form });
  const submit = async (v: { reply: string }) => {
    if (!target) return;
    if (!(await reply.submit({ id: target.id, reply: v.reply.trim() }))) return;
    void message.success(t("sellerOrders.evaluation.replyDone"));
    await invalidateCalls(orderEvaluation.selSellerEvaluationPage);
    onClose();
  };
  return (
    <Modal
      open={!!target}
      title={t("sellerOrders.evaluation.replyTitle")}
      okText={t("common.submit")}
      cancelText={t("common.cancel")}
      okButtonProps={{ loading: reply.isPending, "data-testid": "reply-ok" }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {target && (
        <div style={{ marginBottom: 12, color: "#595959", overflowWrap: "anywhere" }}>
          <Rate disabled value={target.score} style={{ fontSize: 14 }} /> {target.content || t("sellerOrders.evaluation.noContent")}
        </div>
      )}
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} data-testid="reply-form">
        <Form.Item
          name="reply"
          label={t("sellerOrders.evaluation.replyLabel")}
          rules={[
            { required: true, whitespace: true, message: t("sellerOrders.evaluation.replyRequired") },
            { max: 300 },
          ]}
        >
          <Input.TextArea rows={4} maxLength={300} showCount placeholder={t("sellerOrders.evaluation.replyPh")} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function EvaluationCard({ e, onReply }: { e: OrderEvaluationView; onReply: () => void }) {
  const { t } = useTranslation();
  const level = levelOf(e.score);
  return (
    <Card size="small" style={{ marginBottom: 12 }} data-testid={`evaluation-${e.id}`}>
      <div style={{ display: "flex", flexWrap: "wrap", gap: 16, justifyContent: "space-between" }}>
        <div style={{ flex: "1 1 240px", minWidth: 0 }}>
          <GoodsThumb name={e.goodsName} image={e.image} sub={e.specName} />
          {e.orderId && (
            <div style={{ marginTop: 8, fontSize: 12, display: "flex", flexWrap: "wrap", gap: "4px 12px" }}>
              {e.orderNo && (
                <span style={{ color: "#595959", overflowWrap: "anywhere" }} data-testid="evaluation-order-no">
                  {t("sellerOrders.evaluation.orderNo", { no: e.orderNo })}
                </span>
              )}
              <Link to={sellerPaths.detail(e.orderId)} style={{ textDecoration: "underline" }}>
                {t("sellerOrders.evaluation.viewOrder")}
              </Link>
            </div>
          )}
        </div>
        <div style={{ flex: "2 1 320px", minWidth: 0 }}>
          <Space wrap size={4}>
            <Rate disabled value={e.score} style={{ fontSize: 14 }} />
            <ToneTag tone={levelTone[level]}>{t(`sellerOrders.evaluation.levelShort.${level}`)}</ToneTag>
            <span>{e.isAnonymous ? t("sellerOrders.evaluation.anonymous") : e.buyerName}</span>
            <span style={{ color: "#595959", fontSize: 12 }}>{formatTime(e.createdAt)}</span>
          </Space>
          <div style={{ color: "#595959", fontSize: 12, margin: "4px 0" }}>{t("sellerOrders.evaluation.scores", { d: e.descriptionScore, s: e.serviceScore, l: e.logisticsScore })}</div>
          <div style={{ overflowWrap: "anywhere", whiteSpace: "pre-wrap" }}>{e.content || <span style={{ color: "#595959" }}>{t("sellerOrders.evaluation.noContent")}</span>}</div>
          {e.images.length > 0 && (
            <Image.PreviewGroup>
              <Space wrap style={{ marginTop: 8 }}>
                {e.images.map((src) => (
                  <Image key={src} src={src} width={64} height={64} style={{ objectFit: "cover" }} alt={e.goodsName} />
                ))}
              </Space>
            </Image.PreviewGroup>
          )}
          {e.reply ? (
            <div style={{ marginTop: 8, padding: "8px 12px", background: "#fafafa", borderLeft: "3px solid #d4380d" }} data-testid="evaluation-reply">
              <b>{t("sellerOrders.evaluation.myReply")}</b> <span style={{ color: "#595959", fontSize: 12 }}>{formatTime(e.replyAt)}</span>
              <div style={{ overflowWrap: "anywhere", whiteSpace: "pre-wrap" }}>{e.reply}</div>
            </div>
          ) : (
            <Button size="small" style={{ marginTop: 8 }} onClick={onReply} data-testid="evaluation-reply-btn">
              {t("sellerOrders.evaluation.replyBtn")}
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}

/** /transaction/orderEvaluationManage — the reviews the shop received: level, replied and keyword filters, paging, one reply each. */
export default function EvaluationManagePage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [replying, setReplying] = useState<OrderEvaluationView | null>(null);
  const list = usePagedCall(orderEvaluation.selSellerEvaluationPage, "transaction.orderEvaluationManage", {
    input: { level: filters.level, replied: filters.replied ? filters.replied === "yes" : undefined, keyword: filters.keyword },
    defaultPageSize: 10,
  });
  const rows = list.data?.list ?? [];
  return (
    <div data-testid="seller-evaluations">
      <PageHeader title={t("sellerOrders.evaluation.title")} />
      <SearchBar<Filters> form={form} testId="evaluation" onSearch={(v) => setFilters({ level: v.level, replied: v.replied, keyword: v.keyword?.trim() || undefined })}>
        <Form.Item name="level">
          <Select allowClear aria-label={t("sellerOrders.evaluation.level")} placeholder={t("sellerOrders.evaluation.level")} style={{ width: 170 }} options={LEVELS.map((l) => ({ value: l, label: t(`sellerOrders.evaluation.levels.${l}`) }))} />
        </Form.Item>
        <Form.Item name="replied">
          <Select
            allowClear
            aria-label={t("sellerOrders.evaluation.replied")}
            placeholder={t("sellerOrders.evaluation.replied")}
            style={{ width: 120 }}
            options={[
              { value: "no", label: t("sellerOrders.evaluation.repliedNo") },
              { value: "yes", label: t("sellerOrders.evaluation.repliedYes") },
            ]}
          />
        </Form.Item>
        <Form.Item name="keyword" rules={[{ max: 30 }]}>
          <Input allowClear maxLength={30} placeholder={t("sellerOrders.evaluation.keyword")} aria-label={t("sellerOrders.evaluation.keyword")} style={{ width: 200 }} />
        </Form.Item>
      </SearchBar>
      {list.q.isError ? (
        <LoadFailed onRetry={() => void list.q.refetch()} />
      ) : list.loading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : !rows.length ? (
        <Empty style={{ padding: "48px 0" }} description={t("sellerOrders.evaluation.empty")} />
      ) : (
        <div style={{ opacity: list.q.isFetching ? 0.6 : 1 }}>
          {rows.map((e) => (
            <EvaluationCard key={e.id} e={e} onReply={() => setReplying(e)} />
          ))}
          <Pagination style={{ marginTop: 16 }} align="end" size="small" {...list.pagination} />
        </div>
      )}
      <ReplyModal target={replying} onClose={() => setReplying(null)} />
    </div>
  );
}
