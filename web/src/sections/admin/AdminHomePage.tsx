import { adminConsole } from "@qinlian/contract";
import { Card, Col, Empty, Row, Skeleton, Statistic } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCall } from "../../api";
import { routeExists } from "../../app/sections";
import { PageHeader } from "../../kit/PageHeader";
import "./texts";

/** /admin: what needs the operators' attention today. */
export default function AdminHomePage() {
  const { t } = useTranslation();
  const q = useCall(adminConsole.overview, {});
  const h = (k: string) => t(`admin.home.${k}`);
  if (q.isLoading) return <Skeleton active />;
  const o = q.data;
  if (!o) return <Empty description={t("common.loadFailed")} />;
  const cards: [key: string, value: number, path: string, danger?: boolean][] = [
    ["pendingEnterprises", o.pendingEnterprises, "/admin/enterprises", true],
    ["pendingServiceApplies", o.pendingServiceApplies, "/admin/serviceApplies", true],
    ["failedJobs", o.failedJobs, "/admin/jobs", true],
    ["smsToday", o.smsToday, "/admin/sms"],
    ["persons", o.persons, "/admin/members"],
    ["enterprises", o.enterprises, "/admin/members"],
  ];
  return (
    <div>
      <PageHeader title={h("title")} />
      <Row gutter={[16, 16]} data-testid="admin-overview">
        {cards.map(([key, value, path, danger]) => (
          <Col key={key} xs={12} lg={8}>
            <Card size="small" extra={routeExists(path) ? <Link to={path}>{h("go")}</Link> : null}>
              <Statistic title={h(key)} value={value} valueStyle={danger && value ? { color: "#d4380d" } : undefined} />
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
