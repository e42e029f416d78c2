import { org, type MemberOverviewView, type UserInfo } from "@qinlian/contract";
import { Alert, Avatar, Button, Card, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCall } from "../../../api";
import { routeExists } from "../../../app/sections";
import { pick } from "../../../i18n";
import { verifyStateLabels } from "../../../kit/stateLabels";
import { roleLabel } from "./roles";
import { ToneTag } from "./ToneTag";
import "./texts";

/** Who is logged in, as which identity, its roles and verification (with what to do about it). */
export function IdentityCard({ me, overview }: { me: UserInfo; overview: MemberOverviewView | undefined }) {
  const { t, i18n } = useTranslation();
  const m = (k: string, o?: Record<string, string>) => t(`memberCentre.${k}`, o);
  const ids = useCall(org.myIdentities, {}, { staleTime: 60_000, errBySelf: true });
  const enterprise = me.boType === "ENTERPRISE";
  const state = overview?.verifyState;
  // enterprises this person applied for that cannot be acted as yet
  const waiting = me.boType === "PERSON" ? (ids.data ?? []).filter((i) => i.boType === "ENTERPRISE" && !i.switchable) : [];
  // an enterprise approved before and back in review after an edit: its staff keep acting as it
  const recheck = enterprise && state === "PENDING" && (ids.data ?? []).some((i) => i.current && i.switchable);
  return (
    <Card size="small" data-testid="me" styles={{ body: { padding: 16 } }}>
      <div style={{ display: "flex", gap: 16, alignItems: "flex-start", flexWrap: "wrap" }}>
        <Avatar size={64} src={me.avatarUrl || undefined} style={{ flex: "none", background: "#ad2102" }} alt="">
          {(me.nickname || me.loginName).slice(0, 1)}
        </Avatar>
        <div style={{ flex: "1 1 200px", minWidth: 0 }}>
          <Typography.Title level={4} style={{ margin: 0, wordBreak: "break-all" }} data-testid="me-name">
            {me.boName} <ToneTag tone={enterprise ? "blue" : "default"}>{enterprise ? m("enterprise") : m("personal")}</ToneTag>
          </Typography.Title>
          <Space size={[4, 4]} wrap style={{ marginTop: 6 }}>
            {enterprise && state && (
              <ToneTag tone={verifyStateLabels[state].color} data-testid="me-verify">
                {m("verify")}：{pick(verifyStateLabels[state], i18n.language)}
              </ToneTag>
            )}
            {me.roles.map((r) => (
              <ToneTag key={r} tone="volcano" data-testid="me-role">
                {roleLabel(r, i18n.language)}
              </ToneTag>
            ))}
          </Space>
          <div style={{ marginTop: 8, color: "#595959", fontSize: 13 }}>
            {m("loginName")}：<span>{me.loginName}</span>
            {me.mobile ? ` · ${me.mobile}` : ""}
          </div>
        </div>
        {routeExists("/setup/wdzl") && (
          <Link to="/setup/wdzl">
            <Button size="small">{m("editProfile")}</Button>
          </Link>
        )}
      </div>
      {enterprise && state && state !== "APPROVED" && (
        <Alert style={{ marginTop: 12 }} type={state === "REJECTED" ? "warning" : "info"} showIcon message={recheck ? m("recheckHint") : m(`verifyHint.${state}`)} data-testid="verify-hint" />
      )}
      {waiting.map((w) => (
        <Alert
          key={w.boId}
          data-testid="waiting-enterprise"
          style={{ marginTop: 12 }}
          type={w.verifyState === "REJECTED" ? "warning" : "info"}
          showIcon
          message={m(w.verifyState === "REJECTED" ? "rejectedApply" : "pendingApply", { name: w.boName })}
          action={routeExists("/user/registerQY") ? <Link to="/user/registerQY">{m("viewApply")}</Link> : undefined}
        />
      ))}
    </Card>
  );
}
