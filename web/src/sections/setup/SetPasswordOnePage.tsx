import { KeyOutlined, MobileOutlined } from "@ant-design/icons";
import { Button, Card, Col, Row, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "../../kit/PageHeader";
import "./texts.account";

/** /setup/setPasswordOne: choose how to change the login password — with the current one, or by SMS. */
export default function SetPasswordOnePage() {
  const { t } = useTranslation();
  const ways = [
    { to: "/setup/setLoginPassword", icon: <KeyOutlined />, title: t("setupAccount.byOld"), desc: t("setupAccount.byOldDesc"), id: "way-old" },
    { to: "/setup/backPwdOne", icon: <MobileOutlined />, title: t("setupAccount.bySms"), desc: t("setupAccount.bySmsDesc"), id: "way-sms" },
  ];
  return (
    <div>
      <PageHeader title={t("setupAccount.passwordTitle")} />
      <Typography.Paragraph type="secondary">{t("setupAccount.chooseWay")}</Typography.Paragraph>
      <Row gutter={16}>
        {ways.map((w) => (
          <Col span={12} key={w.to}>
            <Card>
              <Card.Meta avatar={<span style={{ fontSize: 28, color: "#d4380d" }}>{w.icon}</span>} title={w.title} description={w.desc} />
              <div style={{ textAlign: "right", marginTop: 16 }}>
                <Link to={w.to}>
                  <Button type="primary" data-testid={w.id}>
                    {t("setupAccount.go")}
                  </Button>
                </Link>
              </div>
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
