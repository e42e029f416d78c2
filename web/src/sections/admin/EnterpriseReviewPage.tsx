import { adminConsole } from "@qinlian/contract";
import { Descriptions, Form, Image, Input, type TableColumnsType } from "antd";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useCall } from "../../api";
import { useFormMutation } from "../../kit/useFormMutation";
import { ReviewDrawer, reviewTime as when, AdminStateTag } from "./ReviewParts";
import { ReviewQueue } from "./ReviewQueue";
import "./texts";

type Item = z.output<typeof adminConsole.enterprisePage.output>["list"][number];

function EnterpriseDrawer({ memberId, onClose }: { memberId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useCall(adminConsole.enterpriseDetail, { memberId });
  const approve = useFormMutation(adminConsole.approveEnterprise);
  const reject = useFormMutation(adminConsole.rejectEnterprise);
  const e = (k: string) => t(`admin.enterprise.${k}`);
  return (
    <ReviewDrawer
      testId="enterprise-drawer"
      detail={detail}
      busy={approve.isPending || reject.isPending}
      approve={() => approve.submit({ memberId })}
      reject={(reason, target) => reject.submit({ memberId, reason }, target)}
      refresh={[adminConsole.enterprisePage.path, adminConsole.enterpriseDetail.path, adminConsole.overview.path]}
      onClose={onClose}
    >
      {(x) => (
        <Descriptions column={2} size="small" bordered>
          <Descriptions.Item label={e("name")} span={2}>
            {x.name} <AdminStateTag state={x.verifyState} />
          </Descriptions.Item>
          <Descriptions.Item label={e("creditCode")}>{x.creditCode}</Descriptions.Item>
          <Descriptions.Item label={e("legalPerson")}>{x.legalPerson}</Descriptions.Item>
          <Descriptions.Item label={e("enterpriseType")}>{x.enterpriseTypeName ?? "-"}</Descriptions.Item>
          <Descriptions.Item label={e("licence")}>{x.licenceUrl ? <Image src={x.licenceUrl} width={120} alt={e("licence")} /> : e("noLicence")}</Descriptions.Item>
          <Descriptions.Item label={e("contact")}>
            {x.contactName} {x.contactMobile}
          </Descriptions.Item>
          <Descriptions.Item label={e("area")}>{x.areaName ?? "-"}</Descriptions.Item>
          <Descriptions.Item label={e("address")} span={2}>
            {x.address ?? "-"}
          </Descriptions.Item>
          <Descriptions.Item label={e("businessScope")} span={2}>
            {x.businessScope ?? "-"}
          </Descriptions.Item>
          <Descriptions.Item label={e("admins")}>{x.admins.map((a) => `${a.name} ${a.mobile}`).join("、") || "-"}</Descriptions.Item>
          <Descriptions.Item label={e("employees")}>{x.employeeCount}</Descriptions.Item>
          <Descriptions.Item label={t("admin.review.submittedAt")}>{when(x.submittedAt)}</Descriptions.Item>
          <Descriptions.Item label={t("admin.review.reviewedAt")}>{when(x.reviewedAt)}</Descriptions.Item>
        </Descriptions>
      )}
    </ReviewDrawer>
  );
}

/** /admin/enterprises: the enterprise verification queue. */
export default function EnterpriseReviewPage() {
  const { t } = useTranslation();
  const e = (k: string) => t(`admin.enterprise.${k}`);
  const columns: TableColumnsType<Item> = [
    { title: e("name"), dataIndex: "name" },
    { title: e("creditCode"), dataIndex: "creditCode" },
    { title: e("legalPerson"), dataIndex: "legalPerson" },
    { title: e("contact"), key: "contact", render: (_: unknown, r) => `${r.contactName} ${r.contactMobile}` },
    { title: e("admin"), dataIndex: "adminName", render: (v: string | null) => v ?? "-" },
  ];
  return (
    <ReviewQueue
      title={e("title")}
      testId="enterprise-queue"
      call={adminConsole.enterprisePage}
      rowKey="memberId"
      columns={columns}
      stateOf={(r) => r.verifyState}
      submittedAt={(r) => r.submittedAt}
      emptyText={e("empty")}
      searchFields={
        <Form.Item name="keyword" label={t("admin.review.keyword")}>
          <Input allowClear maxLength={60} placeholder={e("keywordPlaceholder")} style={{ width: 260 }} />
        </Form.Item>
      }
      drawer={(memberId, close) => <EnterpriseDrawer memberId={memberId} onClose={close} />}
    />
  );
}
