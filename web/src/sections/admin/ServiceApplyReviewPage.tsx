import { adminConsole, type ReviewState, type ServiceKind } from "@qinlian/contract";
import { useQueryClient } from "@tanstack/react-query";
import { App, Button, Descriptions, Divider, Drawer, Empty, Form, Image, Input, Select, Skeleton, Space, Tag, type TableColumnsType } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useCall, useMutate } from "../../api";
import { ListPage } from "../../kit/ListPage";
import { PageHeader } from "../../kit/PageHeader";
import { ReviewStateTag } from "../../kit/ReviewStateTag";
import { queueStates, ReviewDecision, ReviewHistory, type QueueState } from "./ReviewParts";
import "./texts";

type Item = z.output<typeof adminConsole.serviceApplyPage.output>["list"][number];
const when = (s: string | null) => (s ? dayjs(s).format("YYYY-MM-DD HH:mm") : "-");
const kinds: ServiceKind[] = ["EXPERT", "SERVICE_PROVIDER"];

function ApplyDrawer({ id, onClose }: { id: string; onClose(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const d = useCall(adminConsole.serviceApplyDetail, { id });
  const approve = useMutate(adminConsole.approveServiceApply);
  const reject = useMutate(adminConsole.rejectServiceApply);
  const a = (k: string) => t(`admin.apply.${k}`);
  const refresh = async () => {
    await qc.invalidateQueries({ queryKey: [adminConsole.serviceApplyPage.path] });
    await qc.invalidateQueries({ queryKey: [adminConsole.serviceApplyDetail.path] });
    await qc.invalidateQueries({ queryKey: [adminConsole.overview.path] });
  };
  const x = d.data;
  return (
    <Drawer
      open
      width={720}
      title={t("admin.review.detail")}
      onClose={onClose}
      destroyOnHidden
      data-testid="apply-drawer"
      extra={
        x && (
          <ReviewDecision
            events={x.events}
            busy={approve.isPending || reject.isPending}
            onApprove={async () => {
              if (await approve.mutateAsync({ id }).catch(() => null)) {
                void message.success(t("admin.review.approved"));
                await refresh();
              }
            }}
            onReject={async (reason) => {
              const ok = !!(await reject.mutateAsync({ id, reason }).catch(() => null));
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
      {d.isError ? (
        <Empty description={t("common.loadFailed")} />
      ) : !x ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={a("kind")}>
              <Space>
                {a(x.kind)}
                <ReviewStateTag state={x.status} />
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={a("member")}>{x.memberName}</Descriptions.Item>
            <Descriptions.Item label={a("realName")}>{x.realName}</Descriptions.Item>
            <Descriptions.Item label={a("mobile")}>{x.mobile ?? "-"}</Descriptions.Item>
            <Descriptions.Item label={a("idCardNo")}>{x.idCardNo}</Descriptions.Item>
            <Descriptions.Item label={a("years")}>{t("admin.apply.yearsValue", { n: x.years })}</Descriptions.Item>
            <Descriptions.Item label={a("specialty")} span={2}>
              {x.specialty}
            </Descriptions.Item>
            <Descriptions.Item label={a("organization")}>{x.organization ?? "-"}</Descriptions.Item>
            <Descriptions.Item label={a("titleLabel")}>{x.title ?? "-"}</Descriptions.Item>
            <Descriptions.Item label={a("area")} span={2}>
              {x.serviceAreaName ?? x.serviceAreaCode}
            </Descriptions.Item>
            <Descriptions.Item label={a("intro")} span={2}>
              {/* sanitised by the server before it was stored */}
              <div dangerouslySetInnerHTML={{ __html: x.intro }} />
            </Descriptions.Item>
            <Descriptions.Item label={a("materials")} span={2}>
              <Image.PreviewGroup>
                <Space wrap>
                  {x.materials.length
                    ? x.materials.map((m) =>
                        /\.(png|jpe?g|gif|webp)$/i.test(m.url) ? (
                          <Image key={m.fileId} src={m.url} width={96} alt={m.name} />
                        ) : (
                          <a key={m.fileId} href={m.url} target="_blank" rel="noreferrer">
                            {m.name}
                          </a>
                        ),
                      )
                    : "-"}
                </Space>
              </Image.PreviewGroup>
            </Descriptions.Item>
            <Descriptions.Item label={t("admin.review.submittedAt")}>{when(x.submittedAt)}</Descriptions.Item>
            <Descriptions.Item label={t("admin.review.reviewedAt")}>{when(x.reviewedAt)}</Descriptions.Item>
          </Descriptions>
          <Divider orientation="left">{t("admin.review.history")}</Divider>
          <ReviewHistory items={x.history} />
        </>
      )}
    </Drawer>
  );
}

/** /admin/serviceApplies: applications to become an expert or a service provider. */
export default function ServiceApplyReviewPage() {
  const { t } = useTranslation();
  const [state, setState] = useState<QueueState>("PENDING");
  const [open, setOpen] = useState<string | null>(null);
  const a = (k: string) => t(`admin.apply.${k}`);
  const columns: TableColumnsType<Item> = [
    { title: a("kind"), dataIndex: "kind", render: (k: ServiceKind) => <Tag color={k === "EXPERT" ? "purple" : "cyan"}>{a(k)}</Tag> },
    { title: a("realName"), dataIndex: "realName" },
    { title: a("member"), dataIndex: "memberName" },
    { title: a("specialty"), dataIndex: "specialty", ellipsis: true },
    { title: t("admin.review.state"), dataIndex: "status", render: (s: Item["status"]) => <ReviewStateTag state={s} /> },
    { title: t("admin.review.submittedAt"), dataIndex: "submittedAt", render: when },
    {
      title: t("admin.review.actions"),
      key: "actions",
      render: (_: unknown, r) => (
        <Button type="link" size="small" onClick={() => setOpen(r.id)} data-testid={`open-${r.id}`}>
          {r.status === "PENDING" ? t("admin.review.review") : t("admin.review.view")}
        </Button>
      ),
    },
  ];
  return (
    <div>
      <PageHeader
        tabs={queueStates.map((s) => ({ name: s, label: s === "ALL" ? t("admin.review.all") : t(`admin.review.${s}`) }))}
        active={state}
        onChange={(s) => setState(s as QueueState)}
      />
      <ListPage
        key={state}
        testId="apply-queue"
        call={adminConsole.serviceApplyPage}
        input={(s) => ({ ...s, state: state === "ALL" ? undefined : (state as ReviewState) })}
        rowKey="id"
        columns={columns}
        emptyText={a("empty")}
        searchFields={
          <>
            <Form.Item name="kind" label={a("kind")}>
              <Select allowClear placeholder={t("admin.review.all")} style={{ width: 140 }} options={kinds.map((k) => ({ value: k, label: a(k) }))} />
            </Form.Item>
            <Form.Item name="keyword" label={t("admin.review.keyword")}>
              <Input allowClear maxLength={60} placeholder={a("keywordPlaceholder")} style={{ width: 220 }} />
            </Form.Item>
          </>
        }
      />
      {open && <ApplyDrawer id={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
