import { finance, identity } from "@qinlian/contract";
import { Button, Card, List, Space } from "antd";
import { ToneTag } from "../../../kit/ToneTag";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import "./texts";
import { useCall } from "../../../api";
import { PageHeader } from "../../../kit/PageHeader";
import { routeExists } from "../../../app/sections";

/** /financial/securitySettings: the pay password (set / change / reset), the login password and the mobile. */
export default function SecuritySettingsPage() {
  const { t } = useTranslation();
  const pwd = useCall(finance.isPayPwd, {});
  const me = useCall(identity.memberByToken, {});
  const locked = pwd.data?.lockedUntil;
  const items = [
    {
      key: "pay",
      title: t("finAccount.payPassword"),
      desc: t("finAccount.payPasswordDesc"),
      status: pwd.data ? (
        <Space wrap>
          <ToneTag tone={pwd.data.set ? "green" : "default"} data-testid="pay-pwd-state">
            {t(pwd.data.set ? "finAccount.payPwdSet" : "finAccount.payPwdNotSet")}
          </ToneTag>
          {locked && <ToneTag tone="red">{t("finAccount.payPwdLocked", { until: dayjs(locked).format("MM-DD HH:mm") })}</ToneTag>}
        </Space>
      ) : null,
      actions: pwd.data?.set
        ? [
            <Link key="u" to="/financial/updatePayPassword" data-testid="to-update-pwd">
              <Button size="small">{t("finAccount.updatePwd")}</Button>
            </Link>,
            <Link key="r" to="/financial/resetPayPassword" data-testid="to-reset-pwd">
              <Button size="small" type="link">
                {t("finAccount.resetPwd")}
              </Button>
            </Link>,
          ]
        : [
            <Link key="s" to="/financial/setPayPassword" data-testid="to-set-pwd">
              <Button size="small" type="primary">
                {t("finAccount.setPwd")}
              </Button>
            </Link>,
          ],
    },
    { key: "login", title: t("finAccount.loginPassword"), desc: t("finAccount.loginPasswordDesc"), status: null, to: "/setup/setPasswordOne" },
    { key: "mobile", title: t("finAccount.mobile"), desc: me.data?.mobile ?? "-", status: null, to: "/setup/xgsjh" },
  ];
  return (
    <div data-testid="security-settings">
      <PageHeader title={t("finAccount.securityTitle")} />
      <Card>
        <List
          itemLayout="horizontal"
          dataSource={items}
          renderItem={(it) => (
            <List.Item
              style={{ flexWrap: "wrap", gap: 8 }}
              actions={
                "actions" in it
                  ? it.actions
                  : it.to && routeExists(it.to)
                    ? [
                        <Link key="go" to={it.to}>
                          <Button size="small">{t("finAccount.go")}</Button>
                        </Link>,
                      ]
                    : []
              }
            >
              <List.Item.Meta title={<Space wrap>{it.title}{it.status}</Space>} description={it.desc} />
            </List.Item>
          )}
        />
      </Card>
    </div>
  );
}
