import { Button, Empty, Form, Input, Modal, Popconfirm, Space, Timeline } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ReviewStateTag, type ReviewStateName } from "../../kit/ReviewStateTag";
import "./texts";

export interface HistoryItem {
  event: string;
  toState: string;
  reason: string | null;
  actorName: string | null;
  createdAt: string;
}

/** A record's review history, oldest first. */
export function ReviewHistory({ items }: { items: HistoryItem[] }) {
  const { t } = useTranslation();
  if (!items.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("admin.review.noHistory")} />;
  return (
    <Timeline
      data-testid="review-history"
      items={items.map((h) => ({
        color: h.event === "reject" ? "red" : h.event === "approve" ? "green" : "blue",
        children: (
          <div>
            <Space>
              <strong>{t(`admin.review.event.${h.event}`, { defaultValue: h.event })}</strong>
              <ReviewStateTag state={h.toState as ReviewStateName} />
              <span style={{ color: "#999" }}>{dayjs(h.createdAt).format("YYYY-MM-DD HH:mm")}</span>
              {h.actorName && <span style={{ color: "#999" }}>{h.actorName}</span>}
            </Space>
            {h.reason && <div style={{ color: "#cf1322" }}>{h.reason}</div>}
          </div>
        ),
      }))}
    />
  );
}

/**
 * The operator's decision buttons for a pending record: approve (with confirmation) or reject (with a
 * required reason). Shows only the decisions the record's state allows.
 */
export function ReviewDecision(props: {
  events: ("approve" | "reject")[];
  busy: boolean;
  onApprove(): Promise<unknown>;
  /** Resolves true when the rejection went through (the dialog then closes). */
  onReject(reason: string): Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  if (!props.events.length) return null;
  return (
    <>
      <Space>
        {props.events.includes("approve") && (
          <Popconfirm title={t("admin.review.approveConfirm")} onConfirm={props.onApprove} okButtonProps={{ "data-testid": "approve-confirm" } as Record<`data-${string}`, string>}>
            <Button type="primary" loading={props.busy} data-testid="approve">
              {t("admin.review.approve")}
            </Button>
          </Popconfirm>
        )}
        {props.events.includes("reject") && (
          <Button danger onClick={() => setOpen(true)} disabled={props.busy} data-testid="reject">
            {t("admin.review.reject")}
          </Button>
        )}
      </Space>
      <Modal
        open={open}
        title={t("admin.review.rejectTitle")}
        onCancel={() => setOpen(false)}
        confirmLoading={props.busy}
        okText={t("admin.review.reject")}
        okButtonProps={{ danger: true }}
        cancelText={t("common.cancel")}
        destroyOnHidden
        onOk={async () => {
          const { reason } = await form.validateFields();
          if (await props.onReject(reason.trim())) setOpen(false);
        }}
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="reason"
            label={t("admin.review.reason")}
            rules={[{ required: true, whitespace: true, message: t("common.required", { field: t("admin.review.reason") }) }, { max: 200 }]}
          >
            <Input.TextArea rows={3} maxLength={200} showCount placeholder={t("admin.review.reasonPlaceholder")} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** State tabs for a review queue. */
export const queueStates = ["PENDING", "APPROVED", "REJECTED", "ALL"] as const;
export type QueueState = (typeof queueStates)[number];
