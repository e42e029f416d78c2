import { adminConsole, type ServiceKind } from "@qinlian/contract";
import { Descriptions, Form, Image, Input, Select, Space, type TableColumnsType } from "antd";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useCall } from "../../api";
import { RichTextView } from "../../kit/RichTextView";
import { useFormMutation } from "../../kit/useFormMutation";
import { ReviewDrawer, reviewTime as when, AdminStateTag } from "./ReviewParts";
import { ReviewQueue } from "./ReviewQueue";
import { ToneTag } from "../../kit/ToneTag";
import "./texts";

type Item = z.output<typeof adminConsole.serviceApplyPage.output>["list"][number];
const kinds: ServiceKind[] = ["EXPERT", "SERVICE_PROVIDER"];

function ApplyDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useCall(adminConsole.serviceApplyDetail, { id });
  const approve = useFormMutation(adminConsole.approveServiceApply);
  const reject = useFormMutation(adminConsole.rejectServiceApply);
  const a = (k: string) => t(`admin.apply.${k}`);
  return (
    <ReviewDrawer
      testId="apply-drawer"
      detail={detail}
      busy={approve.isPending || reject.isPending}
      approve={() => approve.submit({ id })}
      reject={(reason, target) => reject.submit({ id, reason }, target)}
      refresh={[adminConsole.serviceApplyPage.path, adminConsole.serviceApplyDetail.path, adminConsole.overview.path]}
      onClose={onClose}
    >
      {(x) => (
        <Descriptions column={2} size="small" bordered>
          <Descriptions.Item label={a("kind")}>
            <Space>
              {a(x.kind)}
              <AdminStateTag state={x.status} />
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
            <RichTextView html={x.intro} className="" />
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
      )}
    </ReviewDrawer>
  );
}

/** /admin/serviceApplies: applications to become an expert or a service provider. */
export default function ServiceApplyReviewPage() {
  const { t } = useTranslation();
  const a = (k: string) => t(`admin.apply.${k}`);
  const columns: TableColumnsType<Item> = [
    { title: a("kind"), dataIndex: "kind", render: (k: ServiceKind) => <ToneTag tone={k === "EXPERT" ? "blue" : "green"}>{a(k)}</ToneTag> },
    { title: a("realName"), dataIndex: "realName" },
    { title: a("member"), dataIndex: "memberName" },
    { title: a("specialty"), dataIndex: "specialty", ellipsis: true },
  ];
  return (
    <ReviewQueue
      title={a("title")}
      testId="apply-queue"
      call={adminConsole.serviceApplyPage}
      rowKey="id"
      columns={columns}
      stateOf={(r) => r.status}
      submittedAt={(r) => r.submittedAt}
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
      drawer={(id, close) => <ApplyDrawer id={id} onClose={close} />}
    />
  );
}
