import { adminConsole, type ShopStatus } from "@qinlian/contract";
import { useQueryClient } from "@tanstack/react-query";
import { App, Button, Card, Descriptions, Drawer, Form, Input, Popconfirm, Skeleton, Space, Table, Tabs, Tag } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCall, useMutate } from "../../../api";
import { ListPage } from "../../../kit/ListPage";
import { PageHeader } from "../../../kit/PageHeader";
import { ShopSummary } from "../../../kit/ShopSummary";
import { StatusTag } from "../../../kit/StatusTag";
import { AuditHistory } from "./AuditHistory";
import { ReasonDialog } from "./ReasonDialog";
import { untilSettled } from "../../../kit/untilSettled";
import "../../../kit/catalog.texts";
import "./texts";

const STATES: ShopStatus[] = ["SUBMITTED", "APPROVED", "OPEN", "REJECTED", "CLOSED", "DRAFT"];
const when = (iso: string | null) => (iso ? dayjs(iso).format("YYYY-MM-DD HH:mm") : "-");

/** One application in full: what the owner filled in, the licences against what the scope needs, the owner, the history. */
function ShopAudit({ shopId, onDone }: { shopId: string; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const q = useCall(adminConsole.shopDetail, { shopId });
  const approve = useMutate(adminConsole.shopApprove);
  const reject = useMutate(adminConsole.shopReject);
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
            {missing.length > 0 && <Tag color="red">{t("catalogAdmin.shops.missing", { list: missing.map((m) => t(`catalog.licenceKind.${m.kind}`)).join("、") })}</Tag>}
            {owner.type === "ENTERPRISE" && owner.verifyState !== "APPROVED" && <Tag color="red">{t("catalogAdmin.shops.unverified")}</Tag>}
            <Input placeholder={t("catalogAdmin.shops.notePh")} maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} />
            <Space>
              <Popconfirm
                title={t("catalogAdmin.shops.approveConfirm")}
                onConfirm={untilSettled(async () => {
                  if (!(await approve.mutateAsync({ shopId, note: note.trim() || undefined }).catch(() => null))) return;
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
            { title: t("catalogAdmin.shops.present"), width: 100, render: (_v, r) => (r.present ? <Tag color="success">{t("catalogAdmin.shops.yes")}</Tag> : <Tag color="error">{t("catalogAdmin.shops.no")}</Tag>) },
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
        onOk={async (reason) => {
          if (!(await reject.mutateAsync({ shopId, reason }).catch(() => null))) return false;
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
          { title: t("catalog.shopField.name"), dataIndex: "name", width: 200 },
          {
            title: t("catalog.shopField.owner"),
            render: (_v, r) => (
              <Space>
                {r.ownerName}
                <Tag>{r.ownerType === "ENTERPRISE" ? t("catalogAdmin.shops.enterprise") : t("catalogAdmin.shops.person")}</Tag>
              </Space>
            ),
          },
          { title: t("catalog.shopField.mainCategory"), width: 120, render: (_v, r) => r.mainCategoryName ?? "-" },
          { title: t("catalog.shopField.scope"), render: (_v, r) => r.scopeNames.join("、") },
          { title: t("catalog.shopField.area"), width: 140, render: (_v, r) => r.areaName ?? "-" },
          { title: t("catalogAdmin.shops.submittedAt"), width: 140, render: (_v, r) => when(r.submittedAt) },
          { title: t("catalogAdmin.shops.status"), width: 100, render: (_v, r) => <StatusTag kind="shop" status={r.status} /> },
          {
            title: t("common.more"),
            width: 90,
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
