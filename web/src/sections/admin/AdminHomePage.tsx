import { adminConsole } from "@qinlian/contract";
import { Card, Col, Empty, Row, Skeleton, Statistic } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCall } from "../../api";
import { routeExists } from "../../app/sections";
import { PageHeader } from "../../kit/PageHeader";
import "./texts";

interface Figure {
  key: string;
  value: number | undefined;
  path: string;
}

function Figures({ title, items, todo }: { title: string; items: Figure[]; todo: boolean }) {
  const { t } = useTranslation();
  const h = (k: string) => t(`admin.home.${k}`);
  return (
    <section style={{ marginBottom: 24 }}>
      <h2 style={{ fontSize: 15, fontWeight: 600, margin: "0 0 12px" }}>{title}</h2>
      <Row gutter={[16, 16]}>
        {items.map(({ key, value, path }) => (
          <Col key={key} xs={12} md={8} data-testid={`admin-figure-${key}`}>
            <Card size="small" styles={{ body: { display: "flex", justifyContent: "space-between", alignItems: "flex-end", gap: 8 } }}>
              <Statistic title={h(key)} value={value ?? "-"} valueStyle={todo && value ? { color: "#d4380d" } : undefined} />
              {routeExists(path) && (
                <Link to={path} style={{ whiteSpace: "nowrap" }}>
                  {todo && value ? h("go") : h("view")}
                </Link>
              )}
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}

/** /admin: what waits for the operators (each with 去处理), then the platform's figures (each with 查看). */
export default function AdminHomePage() {
  const { t } = useTranslation();
  const q = useCall(adminConsole.overview, {});
  const shops = useCall(adminConsole.shopQueue, { status: "SUBMITTED", pageNum: 1, pageSize: 1 });
  const goods = useCall(adminConsole.goodsQueue, { status: "PENDING", pageNum: 1, pageSize: 1 });
  const h = (k: string) => t(`admin.home.${k}`);
  if (q.isLoading) return <Skeleton active />;
  const o = q.data;
  if (!o) return <Empty description={t("common.loadFailed")} />;
  const todo: Figure[] = [
    { key: "pendingEnterprises", value: o.pendingEnterprises, path: "/admin/enterprises" },
    { key: "pendingServiceApplies", value: o.pendingServiceApplies, path: "/admin/serviceApplies" },
    { key: "pendingShops", value: shops.data?.counts.SUBMITTED ?? shops.data?.total, path: "/admin/shops" },
    { key: "pendingGoods", value: goods.data?.counts.PENDING ?? goods.data?.total, path: "/admin/goods" },
    { key: "failedJobs", value: o.failedJobs, path: "/admin/jobs" },
  ];
  const figures: Figure[] = [
    { key: "smsToday", value: o.smsToday, path: "/admin/sms" },
    { key: "persons", value: o.persons, path: "/admin/members" },
    { key: "enterprises", value: o.enterprises, path: "/admin/members" },
  ];
  return (
    <div data-testid="admin-overview">
      <PageHeader title={<span role="heading" aria-level={1}>{h("title")}</span>} />
      <Figures title={h("todo")} items={todo} todo />
      <Figures title={h("figures")} items={figures} todo={false} />
    </div>
  );
}
