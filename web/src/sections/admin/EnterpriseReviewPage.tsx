import { adminConsole, type ReviewState } from "@qinlian/contract";
import { Button, Descriptions, Form, Image, Input, type TableColumnsType } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useCall, useMutate } from "../../api";
import { ListPage } from "../../kit/ListPage";
import { ReviewStateTag } from "../../kit/ReviewStateTag";
import { QueueTabs, ReviewDrawer, reviewTime as when, type QueueState } from "./ReviewParts";
import "./texts";

type Item = z.output<typeof adminConsole.enterprisePage.output>["list"][number];

function EnterpriseDrawer({ memberId, onClose }: { memberId: string; onClose(): void }) {
  const { t } = useTranslation();
  const detail = useCall(adminConsole.enterpriseDetail, { memberId });
  const approve = useMutate(adminConsole.approveEnterprise);
  const reject = useMutate(adminConsole.rejectEnterprise);
  const e = (k: string) => t(`admin.enterprise.${k}`);
  return (
    <ReviewDrawer
      testId="enterprise-drawer"
      detail={detail}
      busy={approve.isPending || reject.isPending}
      approve={() => approve.mutateAsync({ memberId })}
      reject={(reason) => reject.mutateAsync({ memberId, reason })}
      refresh={[adminConsole.enterprisePage.path, adminConsole.enterpriseDetail.path, adminConsole.overview.path]}
      onClose={onClose}
    >
      {(x) => (
        <Descriptions column={2} size="small" bordered>
          <Descriptions.Item label={e("name")} span={2}>
            {x.name} <ReviewStateTag state={x.verifyState} />
          </Descriptions.Item>
          <Descriptions.Item label={e("creditCode")}>{x.creditCode}</Descriptions.Item>
          <Descriptions.Item label={e("legalPerson")}>{x.legalPerson}</Descriptions.Item>
          <Descriptions.Item label={e("enterpriseType")}>{x.enterpriseTypeName ?? "-"}</Descriptions.Item>
          <Descriptions.Item label={e("licence")}>{x.licenceUrl ? <Image src={x.licenceUrl} width={120} /> : e("noLicence")}</Descriptions.Item>
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
  const [state, setState] = useState<QueueState>("PENDING");
  const [open, setOpen] = useState<string | null>(null);
  const e = (k: string) => t(`admin.enterprise.${k}`);
  const columns: TableColumnsType<Item> = [
    { title: e("name"), dataIndex: "name" },
    { title: e("creditCode"), dataIndex: "creditCode" },
    { title: e("legalPerson"), dataIndex: "legalPerson" },
    { title: e("contact"), key: "contact", render: (_: unknown, r) => `${r.contactName} ${r.contactMobile}` },
    { title: e("admin"), dataIndex: "adminName", render: (v: string | null) => v ?? "-" },
    { title: t("admin.review.state"), dataIndex: "verifyState", render: (s: Item["verifyState"]) => <ReviewStateTag state={s} /> },
    { title: t("admin.review.submittedAt"), dataIndex: "submittedAt", render: when },
    {
      title: t("admin.review.actions"),
      key: "actions",
      render: (_: unknown, r) => (
        <Button type="link" size="small" onClick={() => setOpen(r.memberId)} data-testid={`open-${r.memberId}`}>
          {r.verifyState === "PENDING" ? t("admin.review.review") : t("admin.review.view")}
        </Button>
      ),
    },
  ];
  return (
    <div>
      <QueueTabs state={state} onChange={setState} />
      <ListPage
        key={state}
        testId="enterprise-queue"
        call={adminConsole.enterprisePage}
        input={(s) => ({ ...s, state: state === "ALL" ? undefined : (state as ReviewState) })}
        rowKey="memberId"
        columns={columns}
        emptyText={e("empty")}
        searchFields={
          <Form.Item name="keyword" label={t("admin.review.keyword")}>
            <Input allowClear maxLength={60} placeholder={e("keywordPlaceholder")} style={{ width: 260 }} />
          </Form.Item>
        }
      />
      {open && <EnterpriseDrawer memberId={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
