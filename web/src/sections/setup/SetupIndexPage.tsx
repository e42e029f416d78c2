import { identity } from "@qinlian/contract";
import { Avatar, Card, Col, Descriptions, Empty, Row, Skeleton, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCall } from "../../api";
import { routeExists } from "../../app/sections";
import { pick } from "../../i18n";
import { PageHeader } from "../../kit/PageHeader";

/** The member centre's overview: who is logged in, as whom, and the systems their roles open. */
export default function SetupIndexPage() {
  const { t, i18n } = useTranslation();
  const me = useCall(identity.memberByToken, {});
  const top = useCall(identity.topFuncs, {}, { staleTime: 60_000 });
  if (me.isLoading) return <Skeleton active />;
  if (!me.data) return <Empty description={t("common.loadFailed")} />;
  const u = me.data;
  return (
    <div>
      <PageHeader title={t("member.overview")} />
      <Row gutter={16}>
        <Col span={14}>
          <Card size="small">
            <div style={{ display: "flex", gap: 16, alignItems: "center" }}>
              <Avatar size={64} src={u.avatarUrl ?? undefined}>
                {(u.nickname || u.loginName).slice(0, 1)}
              </Avatar>
              <Descriptions column={1} size="small" data-testid="me">
                <Descriptions.Item label={t("login.loginName")}>{u.loginName}</Descriptions.Item>
                <Descriptions.Item label={t("member.identity")}>
                  {u.boName} <Tag>{u.boType === "ENTERPRISE" ? t("member.enterprise") : t("member.personal")}</Tag>
                </Descriptions.Item>
                <Descriptions.Item label={t("member.roles")}>{u.roles.join(" / ") || "-"}</Descriptions.Item>
              </Descriptions>
            </div>
          </Card>
        </Col>
        <Col span={10}>
          <Card size="small" title={t("member.quickLinks")}>
            {top.data?.filter((f) => f.path && routeExists(f.path)).length ? (
              top.data
                .filter((f) => f.path && routeExists(f.path))
                .map((f) => (
                  <Tag key={f.code} style={{ margin: 4 }}>
                    <Link to={f.path!}>{pick({ zh: f.name, en: f.nameEn }, i18n.language)}</Link>
                  </Tag>
                ))
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("member.noMenus")} />
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
