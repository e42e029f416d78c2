import { Card, Col, Row, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { allRoutes, sections } from "../../app/sections";
import { pick } from "../../i18n";

/** The site map: every section and its screens, straight from the route table. */
export default function SiteMapPage() {
  const { t, i18n } = useTranslation();
  const groups = sections
    .map((s) => ({ s, routes: allRoutes.filter((r) => r.section === s && !r.hidden && !r.path.includes(":")) }))
    .filter((g) => g.routes.length);
  return (
    <div>
      <h1 style={{ fontSize: 20, fontWeight: 600, margin: "0 0 8px", paddingBottom: 8, borderBottom: "2px solid #ad2102", display: "inline-block" }}>{t("siteMap.title")}</h1>
      <p style={{ color: "#595959" }}>{t("siteMap.intro")}</p>
      <Row gutter={[16, 16]} data-testid="sitemap">
        {groups.map(({ s, routes }) => (
          <Col key={s.key} xs={24} sm={12} lg={8}>
            <Card size="small" title={pick(s.title, i18n.language)}>
              {routes.map((r) => (
                <div key={r.path} style={{ lineHeight: "26px" }}>
                  {/* its own box, as a menu entry is (not a link in running text: a short title beside its 需登录
                      tag read as one, and axe wanted such links told apart by more than colour) */}
                  <Link to={r.path} style={{ display: "inline-block" }}>
                    {pick(r.title, i18n.language)}
                  </Link>
                  {(r.needLogin || r.func) && (
                    <Tag style={{ marginLeft: 6 }} bordered={false}>
                      {t("siteMap.needLogin")}
                    </Tag>
                  )}
                </div>
              ))}
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
