import { finance, financeAccountStatus, outsideChannel } from "@qinlian/contract";
import { App, Button, Drawer, Form, Input, Modal, Select, type TableColumnsType } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useCall } from "../../../api";
import { pick } from "../../../i18n";
import { ListPage } from "../../../kit/ListPage";
import { PageHeader } from "../../../kit/PageHeader";
import { StateHistory } from "../../../kit/StateHistory";
import { invalidateCalls } from "../../../kit/invalidate";
import { useFormMutation } from "../../../kit/useFormMutation";
import { channelNames, financeAccountStatusLabels } from "../../financial/accounts/labels";
import { AccountStateTag } from "../../financial/accounts/parts";
import "../../financial/accounts/texts";
import { formatTime } from "../../../kit/formatTime";

type Item = z.output<typeof finance.adminSelAccountInfo.output>["list"][number];

/** /admin/finance/accounts: members' finance accounts — search, detail with history, freeze / unfreeze with a reason. */
export default function AccountsAdminPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const m = (k: string, o?: Record<string, string>) => t(`finAccount.${k}`, o);
  const [acting, setActing] = useState<{ row: Item; action: "freeze" | "unfreeze" } | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [form] = Form.useForm<{ reason: string }>();
  const change = useFormMutation(finance.changeAccountStatus, { form });
  const detail = useCall(finance.adminSelAccountDetail, { id: viewing ?? "-" }, { enabled: !!viewing });
  const onFinish = async (v: { reason: string }) => {
    if (!acting) return;
    if (!(await change.submit({ id: acting.row.id, action: acting.action, reason: v.reason }))) return;
    await invalidateCalls(finance.adminSelAccountInfo, finance.adminSelAccountDetail);
    void message.success(m("done"));
    setActing(null);
    form.resetFields();
  };
  const columns: TableColumnsType<Item> = [
    { title: m("member"), dataIndex: "boName", width: 140 },
    { title: m("channel"), dataIndex: "channel", width: 120, render: (v: Item["channel"]) => pick(channelNames[v], i18n.language) },
    { title: m("holderType"), dataIndex: "holderType", width: 90, render: (v: Item["holderType"]) => m(v) },
    { title: m("holderName"), dataIndex: "holderName", width: 140 },
    { title: m("accountNo"), dataIndex: "accountNoMasked", width: 100, render: (v: string | null) => v ?? "-" },
    { title: m("billNo"), dataIndex: "billNo", width: 150, responsive: ["xl"] },
    { title: m("status"), dataIndex: "status", width: 90, render: (v: Item["status"]) => <AccountStateTag status={v} /> },
    { title: m("openedAt"), dataIndex: "openedAt", width: 110, responsive: ["lg"], render: (v: string | null) => formatTime(v) },
    {
      title: "",
      key: "ops",
      width: 150,
      render: (_: unknown, row: Item) => (
        <span style={{ whiteSpace: "nowrap" }}>
          <Button type="link" size="small" onClick={() => setViewing(row.id)}>
            {m("detail")}
          </Button>
          {row.status === "ACTIVE" && (
            <Button type="link" size="small" danger onClick={() => setActing({ row, action: "freeze" })} data-testid="admin-freeze">
              {m("freeze")}
            </Button>
          )}
          {row.status === "FROZEN" && (
            <Button type="link" size="small" onClick={() => setActing({ row, action: "unfreeze" })} data-testid="admin-unfreeze">
              {m("unfreeze")}
            </Button>
          )}
        </span>
      ),
    },
  ];
  return (
    <div>
      <PageHeader title={m("adminTitle")} />
      <ListPage
        testId="admin-finance-accounts"
        call={finance.adminSelAccountInfo}
        input={(v) => v}
        rowKey="id"
        columns={columns}
        emptyText={m("noAccount")}
        searchFields={
          <>
            <Form.Item name="keyword" label={m("keyword")}>
              <Input allowClear maxLength={60} />
            </Form.Item>
            <Form.Item name="channel" label={m("channel")}>
              <Select allowClear placeholder={m("all")} style={{ width: 150 }} options={outsideChannel.options.map((c) => ({ value: c, label: pick(channelNames[c], i18n.language) }))} />
            </Form.Item>
            <Form.Item name="status" label={m("status")}>
              <Select allowClear placeholder={m("all")} style={{ width: 110 }} options={financeAccountStatus.options.map((s) => ({ value: s, label: pick(financeAccountStatusLabels[s], i18n.language) }))} />
            </Form.Item>
          </>
        }
      />
      <Modal
        open={!!acting}
        title={acting ? m(acting.action === "freeze" ? "freezeTitle" : "unfreezeTitle", { name: acting.row.boName }) : ""}
        okText={acting ? m(acting.action) : ""}
        okButtonProps={{ danger: acting?.action === "freeze", loading: change.isPending }}
        onOk={() => form.submit()}
        onCancel={() => setActing(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(v) => void onFinish(v)}>
          <Form.Item name="reason" label={m("reason")} rules={[{ required: true, whitespace: true, message: m("reasonRequired") }]}>
            <Input.TextArea maxLength={200} rows={3} showCount data-testid="admin-reason" />
          </Form.Item>
        </Form>
      </Modal>
      <Drawer open={!!viewing} onClose={() => setViewing(null)} title={detail.data ? `${detail.data.boName} · ${pick(channelNames[detail.data.channel], i18n.language)}` : m("detail")} width={Math.min(520, window.innerWidth)}>
        {detail.data && (
          <>
            <p>
              {m("holderName")}: {detail.data.holderName} · {m("idNo")}: {detail.data.idNoMasked} · {m("cards")}: {detail.data.cards}
            </p>
            {detail.data.freezeReason && <p>{m("reason")}: {detail.data.freezeReason}</p>}
            <StateHistory items={detail.data.history} />
          </>
        )}
      </Drawer>
    </div>
  );
}
