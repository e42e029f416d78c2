import { adminConsole, type ShopStatus } from "@qinlian/contract";
import { useQueryClient } from "@tanstack/react-query";
import { App, Button, Card, Descriptions, Drawer, Form, Input, Popconfirm, Skeleton, Space, Table, Tabs, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCall } from "../../../api";
import { ListPage } from "../../../kit/ListPage";
import { PageHeader } from "../../../kit/PageHeader";
import { ShopSummary } from "../../../kit/ShopSummary";
import { StatusTag } from "../../../kit/StatusTag";
import { AuditHistory } from "./AuditHistory";
import { ReasonDialog } from "./ReasonDialog";
import { untilSettled } from "../../../kit/untilSettled";
import { useFormMutation } from "../../../kit/useFormMutation";
import "../../../kit/catalog.texts";
import { ToneTag } from "../../../kit/ToneTag";
import "./texts";
import { formatTime } from "../../../kit/formatTime";

const STATES: ShopStatus[] = ["SUBMITTED", "APPROVED", "OPEN", "REJECTED", "CLOSED", "DRAFT"];
const when = formatTime;

/** One application in full: what the owner filled in, the licences against what the scope needs, the owner, the history. */
function ShopAudit({ shopId, onDone }: { shopId: string; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const q = useCall(adminConsole.shopDetail, { shopId });
  const approve = useFormMutation(adminConsole.shopApprove);
  const reject = useFormMutation(adminConsole.shopReject);
  const [rejecting, setRejecting] = useState(false);
  const [note, setNote] = useState("");
  const refresh = () => Promise.all([adminConsole.shopQueue.path, adminConsole.shopDetail.path].map((p) => qc.invalidateQueries({ queryKey: [p] })));
  if (q.isLoading || !q.data) return <Skeleton active />;
  const { shop: s, owner, history } = q.data;
  const missing = s.requiredLicences.filter((r) => !r.present);
  return (
    <div data-testid="shop-audit">
      {s.status === "SUBMITTED" && (
        <Card size="small" style={{ marginBottom: 16, borderColor: "#ffbb96" }}>
          <Space direction="vertical" style={{ width: "100%" }}>
            {missing.length > 0 && <ToneTag tone="red">{t("catalogAdmin.shops.missing", { list: missing.map((m) => t(`catalog.licenceKind.${m.kind}`)).join("、") })}</ToneTag>}
            {owner.type === "ENTERPRISE" && owner.verifyState !== "APPROVED" && <ToneTag tone="red">{t("catalogAdmin.shops.unverified")}</ToneTag>}
            <Input placeholder={t("catalogAdmin.shops.notePh")} maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} />
            <Space>
              <Popconfirm
                title={t("catalogAdmin.shops.approveConfirm")}
                onConfirm={untilSettled(async () => {
                  if (!(await approve.submit({ shopId, note: note.trim() || undefined }))) return;
                  await refresh();
                  void message.success(t("catalogAdmin.shops.approved"));
                  onDone();
                })}
              >
                <Button type="primary" loading={approve.isPending} data-testid="shop-approve">
                  {t("catalogAdmin.act.approve")}
                </Button>
              </Popconfirm>
              <Button danger onClick={() => setRejecting(true)} data-testid="shop-reject">
                {t("catalogAdmin.act.reject")}
              </Button>
            </Space>
          </Space>
        </Card>
      )}
      <Card size="small" title={t("catalogAdmin.shops.owner")} style={{ marginBottom: 16 }}>
        <Descriptions size="small" column={2}>
          <Descriptions.Item label={t("catalogAdmin.shops.ownerName")}>{owner.name}</Descriptions.Item>
          <Descriptions.Item label={t("catalogAdmin.shops.ownerType")}>{owner.type === "ENTERPRISE" ? t("catalogAdmin.shops.enterprise") : t("catalogAdmin.shops.person")}</Descriptions.Item>
          <Descriptions.Item label={t("catalogAdmin.shops.verify")}>{t(`catalogAdmin.verify.${owner.verifyState}`, { defaultValue: owner.verifyState })}</Descriptions.Item>
          <Descriptions.Item label={t("catalogAdmin.shops.creditCode")}>{owner.creditCode ?? "-"}</Descriptions.Item>
          <Descriptions.Item label={t("catalogAdmin.shops.legalPerson")}>{owner.legalPerson ?? "-"}</Descriptions.Item>
          <Descriptions.Item label={t("catalogAdmin.shops.contact")}>{[owner.contactName, owner.contactMobile].filter(Boolean).join(" ") || "-"}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title={t("catalogAdmin.shops.required")} style={{ marginBottom: 16 }}>
        <Table
          size="small"
          rowKey="kind"
          pagination={false}
          dataSource={s.requiredLicences}
          locale={{ emptyText: t("catalogAdmin.shops.noneRequired") }}
          columns={[
            { title: t("catalogAdmin.shops.licence"), render: (_v, r) => t(`catalog.licenceKind.${r.kind}`, { defaultValue: r.label }) },
            { title: t("catalogAdmin.shops.why"), dataIndex: "reason" },
            { title: t("catalogAdmin.shops.present"), width: 100, render: (_v, r) => (r.present ? <ToneTag tone="success">{t("catalogAdmin.shops.yes")}</ToneTag> : <ToneTag tone="error">{t("catalogAdmin.shops.no")}</ToneTag>) },
          ]}
        />
      </Card>
      <Card size="small" title={t("catalogAdmin.shops.application")} style={{ marginBottom: 16 }}>
        <ShopSummary shop={s} />
      </Card>
      <Card size="small" title={t("catalogAdmin.history.title")}>
        <AuditHistory items={history} />
      </Card>
      <ReasonDialog
        open={rejecting}
        title={t("catalogAdmin.shops.rejectTitle")}
        busy={reject.isPending}
        onCancel={() => setRejecting(false)}
        onOk={async (reason, form) => {
          if (!(await reject.submit({ shopId, reason }, { form }))) return false;
          setRejecting(false);
          await refresh();
          void message.success(t("catalogAdmin.shops.rejected"));
          onDone();
          return true;
        }}
      />
    </div>
  );
}

/**
 * Shop applications for operators: a tab per state (waiting for review first, oldest first) with
 * counts, search by shop or owner, and the application to approve or reject with a reason.
 */
export default function AdminShopsPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<ShopStatus>("SUBMITTED");
  const [open, setOpen] = useState<string | null>(null);
  const counts = useCall(adminConsole.shopQueue, { status: "SUBMITTED", pageNum: 1, pageSize: 1 });
  return (
    <div data-testid="admin-shops">
      <PageHeader title={t("catalogAdmin.shops.title")} />
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as ShopStatus)}
        items={STATES.map((s) => ({ key: s, label: `${t(`catalog.shopStatus.${s}`)} (${counts.data?.counts[s] ?? 0})` }))}
      />
      <ListPage
        key={tab}
        call={adminConsole.shopQueue}
        rowKey="shopId"
        input={(q) => ({ status: tab, keyword: (q.keyword as string | undefined) || undefined })}
        searchFields={
          <Form.Item name="keyword">
            <Input placeholder={t("catalogAdmin.shops.keyword")} allowClear maxLength={40} data-testid="admin-shop-keyword" />
          </Form.Item>
        }
        emptyText={t("catalogAdmin.shops.empty")}
        columns={[
          { title: t("catalog.shopField.name"), dataIndex: "name", width: 150, render: (v: string) => <span style={{ wordBreak: "break-all" }}>{v}</span> },
          {
            title: t("catalog.shopField.owner"),
            width: 170,
            render: (_v, r) => (
              <Space size={4} wrap>
                {r.ownerName}
                <Tag>{r.ownerType === "ENTERPRISE" ? t("catalogAdmin.shops.enterprise") : t("catalogAdmin.shops.person")}</Tag>
              </Space>
            ),
          },
          { title: t("catalog.shopField.mainCategory"), width: 88, render: (_v, r) => r.mainCategoryName ?? "-" },
          { title: t("catalog.shopField.scope"), width: 130, ellipsis: true, render: (_v, r) => <span title={r.scopeNames.join("、")}>{r.scopeNames.join("、")}</span> },
          { title: t("catalog.shopField.area"), width: 120, ellipsis: true, render: (_v, r) => <span title={r.areaName ?? undefined}>{r.areaName ?? "-"}</span> },
          { title: t("catalogAdmin.shops.submittedAt"), width: 96, render: (_v, r) => <span style={{ whiteSpace: "pre-line" }}>{when(r.submittedAt).replace(" ", "\n")}</span> },
          { title: t("catalogAdmin.shops.status"), width: 88, render: (_v, r) => <StatusTag kind="shop" status={r.status} /> },
          {
            title: t("common.more"),
            width: 64,
            render: (_v, r) => (
              <Button type="link" size="small" onClick={() => setOpen(r.shopId)} data-testid="shop-review">
                {r.status === "SUBMITTED" ? t("catalogAdmin.act.review") : t("catalogAdmin.act.view")}
              </Button>
            ),
          },
        ]}
      />
      <Drawer open={!!open} width={880} title={t("catalogAdmin.shops.detail")} onClose={() => setOpen(null)} destroyOnHidden>
        {open && <ShopAudit shopId={open} onDone={() => setOpen(null)} />}
      </Drawer>
    </div>
  );
}
