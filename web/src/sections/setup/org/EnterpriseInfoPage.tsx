import { org } from "@qinlian/contract";
import { EditOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Descriptions, Empty, Image, Skeleton, Space } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCall } from "../../../api";
import { routeExists } from "../../../app/sections";
import { PageHeader } from "../../../kit/PageHeader";
import { ReviewStateTag } from "../../../kit/ReviewStateTag";
import { OrgDetails } from "./OrgDetails";
import "./texts";

const when = (s: string | null) => (s ? dayjs(s).format("YYYY-MM-DD HH:mm") : "-");

/** /setup/enterpriseInfo: the enterprise's verified details, its review state and its extra details. */
export default function EnterpriseInfoPage() {
  const { t } = useTranslation();
  const info = useCall(org.organizationInfo, {});
  const summary = useCall(org.orgMember, {});
  if (info.isLoading) return <Skeleton active />;
  if (!info.data) return <Empty description={t("common.loadFailed")} />;
  const i = info.data;
  const s = summary.data;
  return (
    <div data-testid="enterprise-info">
      <PageHeader
        title={t("setupOrg.info.title")}
        extra={
          <Link to="/setup/enterpriseInfo/edit">
            <Button type="primary" icon={<EditOutlined />} data-testid="edit-enterprise">
              {t("setupOrg.info.edit")}
            </Button>
          </Link>
        }
      />
      {i.verifyState === "PENDING" && <Alert type="info" showIcon message={t("setupOrg.info.pendingHint")} style={{ marginBottom: 16 }} />}
      {i.verifyState === "REJECTED" && (
        <Alert
          type="error"
          showIcon
          data-testid="reject-reason"
          message={t("setupOrg.info.rejected")}
          description={
            <>
              <div>{t("setupOrg.info.rejectReason", { reason: i.rejectReason ?? "-" })}</div>
              <div>{t("setupOrg.info.rejectedHint")}</div>
            </>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      <Card size="small" style={{ marginBottom: 16 }}>
        <Descriptions column={2} size="small" bordered>
          <Descriptions.Item label={t("setupOrg.info.name")} span={2}>
            <Space>
              {i.name}
              <ReviewStateTag state={i.verifyState} />
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label={t("setupOrg.info.creditCode")}>{i.creditCode}</Descriptions.Item>
          <Descriptions.Item label={t("setupOrg.info.legalPerson")}>{i.legalPerson}</Descriptions.Item>
          <Descriptions.Item label={t("setupOrg.info.enterpriseType")}>{i.enterpriseTypeName ?? "-"}</Descriptions.Item>
          <Descriptions.Item label={t("setupOrg.info.licence")}>
            {i.licenceUrl ? <Image src={i.licenceUrl} width={96} alt={t("setupOrg.info.licence")} /> : t("setupOrg.info.noLicence")}
          </Descriptions.Item>
          <Descriptions.Item label={t("setupOrg.info.contactName")}>{i.contactName}</Descriptions.Item>
          <Descriptions.Item label={t("setupOrg.info.contactMobile")}>{i.contactMobile}</Descriptions.Item>
          <Descriptions.Item label={t("setupOrg.info.area")}>{i.areaName ?? "-"}</Descriptions.Item>
          <Descriptions.Item label={t("setupOrg.info.address")}>{i.address ?? "-"}</Descriptions.Item>
          <Descriptions.Item label={t("setupOrg.info.businessScope")} span={2}>
            {i.businessScope ?? "-"}
          </Descriptions.Item>
          <Descriptions.Item label={t("setupOrg.info.submittedAt")}>{when(i.submittedAt)}</Descriptions.Item>
          <Descriptions.Item label={t("setupOrg.info.reviewedAt")}>{when(i.reviewedAt)}</Descriptions.Item>
          {s && (
            <>
              <Descriptions.Item label={t("setupOrg.info.admins")}>{s.admins.map((a) => `${a.name}（${a.mobile ?? "-"}）`).join("、") || "-"}</Descriptions.Item>
              <Descriptions.Item label={t("setupOrg.info.employees")}>
                <Space>
                  {t("setupOrg.info.employeeCount", { active: s.activeEmployeeCount, total: s.employeeCount })}
                  {routeExists("/setup/member") && <Link to="/setup/member">{t("setupOrg.info.manageEmployees")}</Link>}
                </Space>
              </Descriptions.Item>
            </>
          )}
        </Descriptions>
      </Card>
      <OrgDetails />
    </div>
  );
}
