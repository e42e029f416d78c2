import { agreement, type AgreementType } from "@qinlian/contract";
import { Alert, Button, Result, Skeleton, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useCall } from "../../api";
import "./texts";

/** YYYY-MM-DD in China time (the platform's agreements take effect at midnight Beijing time). */
const chinaDate = (isoText: string) => new Intl.DateTimeFormat("sv-SE", { timeZone: "Asia/Shanghai" }).format(new Date(isoText));

/**
 * The current version of an agreement: title, version, effective date and the text (HTML the
 * server sanitised when it was published).
 */
export function AgreementContent({ type, compact }: { type: AgreementType; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const q = useCall(agreement.current, { type }, { errBySelf: true, staleTime: 600_000 });
  if (q.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (q.isError || !q.data) {
    return <Result status="warning" title={t("agreement.loadFailed")} extra={<Button onClick={() => void q.refetch()}>{t("agreement.retry")}</Button>} />;
  }
  const a = q.data;
  return (
    <article data-testid={`agreement-${type}`}>
      {!compact && <Typography.Title level={3} style={{ textAlign: "center" }}>{a.title}</Typography.Title>}
      <Typography.Paragraph type="secondary" style={{ textAlign: compact ? "left" : "center" }}>
        {t("agreement.version", { v: a.version })} · {t("agreement.effective", { d: chinaDate(a.effectiveAt) })}
      </Typography.Paragraph>
      {i18n.language === "en" && <Alert type="info" showIcon message={t("agreement.zhOnly")} style={{ marginBottom: 12 }} />}
      <div className="ql-agreement" style={{ lineHeight: 1.9, fontSize: 14 }} dangerouslySetInnerHTML={{ __html: a.contentHtml }} />
    </article>
  );
}
