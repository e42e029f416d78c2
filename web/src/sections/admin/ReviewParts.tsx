import { useQueryClient } from "@tanstack/react-query";
import { App, Button, Divider, Drawer, Empty, Form, Input, Modal, Popconfirm, Skeleton, Space, type FormInstance } from "antd";
import { useState, type ReactNode } from "react";
import { PageHeader } from "../../kit/PageHeader";
import { StateHistory } from "../../kit/StateHistory";
import { useTranslation } from "react-i18next";
import type { StateHistoryEntry } from "@qinlian/contract";
import { reviewStateLabel, type ReviewStateName } from "../../kit/ReviewStateTag";
import { verifyStateLabels } from "../../kit/stateLabels";
import { ToneTag } from "../../kit/ToneTag";
import { untilSettled } from "../../kit/untilSettled";
import "./texts";
import { formatTime } from "../../kit/formatTime";

/** A record's review history (the kit's state history), oldest first. */
export function ReviewHistory({ items }: { items: StateHistoryEntry[] }) {
  const { t } = useTranslation();
  return (
    <StateHistory
      items={items}
      emptyText={t("admin.review.noHistory")}
      data-testid="review-history"
      tag={(h) => <AdminStateTag state={h.toState as ReviewStateName} />}
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
  onApprove: () => Promise<unknown>;
  /** Resolves true when the rejection went through (the dialog then closes); `form` holds the reason. */
  onReject: (reason: string, form: FormInstance<{ reason: string }>) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const reject = async () => {
    const { reason } = await form.validateFields();
    if (await props.onReject(reason.trim(), form)) setOpen(false);
  };
  if (!props.events.length) return null;
  return (
    <>
      <Space>
        {props.events.includes("approve") && (
          <Popconfirm title={t("admin.review.approveConfirm")} onConfirm={untilSettled(props.onApprove)} okButtonProps={{ "data-testid": "approve-confirm" }}>
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
        onOk={() => void reject()}
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

/** A review state's tag in colours that read well (WCAG AA). */
export function AdminStateTag({ state }: { state: ReviewStateName }) {
  const { i18n } = useTranslation();
  return (
    <ToneTag tone={verifyStateLabels[state].color} data-testid="review-state">
      {reviewStateLabel(state, i18n.language)}
    </ToneTag>
  );
}

/** State tabs for a review queue. */
export const queueStates = ["PENDING", "APPROVED", "REJECTED", "ALL"] as const;
export type QueueState = (typeof queueStates)[number];

/** The state tabs above a review queue, each with its count when known. */
export function QueueTabs({ state, onChange, counts }: { state: QueueState; onChange: (s: QueueState) => void; counts?: Partial<Record<QueueState, number>> }) {
  const { t, i18n } = useTranslation();
  const label = (s: QueueState) => (s === "ALL" ? t("admin.review.all") : reviewStateLabel(s, i18n.language));
  return (
    <PageHeader
      tabs={queueStates.map((s) => ({ name: s, label: counts?.[s] === undefined ? label(s) : `${label(s)} (${counts[s]})` }))}
      active={state}
      onChange={(s) => onChange(s as QueueState)}
    />
  );
}

export const reviewTime = formatTime;

/**
 * A review queue's detail drawer: the record (`children`), the decision buttons its state allows, and
 * its review history. After a decision the queue, the detail and the console overview refresh.
 */
export function ReviewDrawer<X extends { events: ("approve" | "reject")[]; history: StateHistoryEntry[] }>(props: {
  testId: string;
  detail: { data?: X; isError: boolean };
  busy: boolean;
  /** The approval call; resolves to null when it failed (the failure already shown, e.g. `useFormMutation`'s submit). */
  approve(): Promise<unknown>;
  /** The rejection call, given the reason's form for the server's field errors; null when it failed. */
  reject(reason: string, target: { form: FormInstance }): Promise<unknown>;
  /** Call paths whose cached answers a decision changes. */
  refresh: string[];
  onClose: () => void;
  children(x: X): ReactNode;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const refresh = async () => {
    for (const path of props.refresh) await qc.invalidateQueries({ queryKey: [path] });
  };
  const x = props.detail.data;
  return (
    <Drawer
      open
      width={720}
      title={t("admin.review.detail")}
      onClose={props.onClose}
      destroyOnHidden
      data-testid={props.testId}
      extra={
        x && (
          <ReviewDecision
            events={x.events}
            busy={props.busy}
            onApprove={async () => {
              if (await props.approve()) {
                void message.success(t("admin.review.approved"));
                await refresh();
              }
            }}
            onReject={async (reason, form) => {
              const ok = !!(await props.reject(reason, { form }));
              if (ok) {
                void message.success(t("admin.review.rejected"));
                await refresh();
              }
              return ok;
            }}
          />
        )
      }
    >
      {props.detail.isError ? (
        <Empty description={t("common.loadFailed")} />
      ) : !x ? (
        <Skeleton active />
      ) : (
        <>
          {props.children(x)}
          <Divider orientation="left">{t("admin.review.history")}</Divider>
          <ReviewHistory items={x.history} />
        </>
      )}
    </Drawer>
  );
}
