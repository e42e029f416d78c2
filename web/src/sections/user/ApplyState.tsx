import type { EnterpriseApply } from "@qinlian/contract";
import { Button, Descriptions, Result } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { routeExists } from "../../app/sections";
import { pick } from "../../i18n";
import { verifyStateLabels } from "../../kit/stateLabels";
import { ToneTag } from "../../kit/ToneTag";
import "./texts";
import { formatTime } from "../../kit/formatTime";

const status = { PENDING: "info", APPROVED: "success", REJECTED: "error", NONE: "info" } as const;

/** The review state of an enterprise application: pending, approved, or rejected with the reason. */
export function ApplyState({ apply, onResubmit }: { apply: EnterpriseApply; onResubmit: () => void }) {
  const { t, i18n } = useTranslation();
  const s = apply.verifyState;
  const title = s === "APPROVED" ? t("userAccess.approvedTitle") : s === "REJECTED" ? t("userAccess.rejectedTitle") : t("userAccess.pendingTitle");
  const sub =
    s === "APPROVED" ? t("userAccess.approvedSub") : s === "REJECTED" ? t("userAccess.rejectReason", { reason: apply.rejectReason ?? "-" }) : t("userAccess.pendingSub");
  return (
    <Result
      status={status[s]}
      title={<span data-testid="apply-title">{title}</span>}
      subTitle={<span data-testid="apply-sub">{sub}</span>}
      extra={[
        s === "REJECTED" && (
          <Button type="primary" key="again" onClick={onResubmit} data-testid="apply-resubmit">
            {t("userAccess.resubmit")}
          </Button>
        ),
        routeExists("/setup/index") && (
          <Link key="centre" to="/setup/index" className="ql-btn">
            {t("userAccess.toMemberCentre")}
          </Link>
        ),
        <Link key="home" to="/" className="ql-btn">
          {t("userAccess.toHome")}
        </Link>,
      ]}
    >
      <Descriptions column={1} size="small" bordered data-testid="apply-details">
        <Descriptions.Item label={t("userAccess.entName")}>
          {apply.name} <ToneTag tone={verifyStateLabels[s].color} data-testid="apply-state">
            {pick(verifyStateLabels[s], i18n.language)}
          </ToneTag>
        </Descriptions.Item>
        <Descriptions.Item label={t("userAccess.creditCode")}>{apply.creditCode}</Descriptions.Item>
        <Descriptions.Item label={t("userAccess.entType")}>{apply.enterpriseTypeName ?? "-"}</Descriptions.Item>
        <Descriptions.Item label={t("userAccess.area")}>
          {apply.areaName ?? ""} {apply.address ?? ""}
        </Descriptions.Item>
        <Descriptions.Item label={t("userAccess.submittedAt")}>{formatTime(apply.submittedAt)}</Descriptions.Item>
      </Descriptions>
    </Result>
  );
}
