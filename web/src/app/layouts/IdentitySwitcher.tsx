import { org, type IdentityItem } from "@qinlian/contract";
import { CheckOutlined, DownOutlined, SwapOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import { Dropdown } from "antd";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useCall, useMutate } from "../../api";
import { addSectionTexts } from "../../i18n";
import { ToneTag } from "../../kit/ToneTag";
import { routeExists } from "../sections";
import { useAppApi } from "../LightApp";
import { useAppStore } from "../store";

const zh = {
  current: "当前身份：{{name}}",
  switchTo: "切换身份",
  personal: "个人",
  enterprise: "企业",
  admin: "管理员",
  switched: "已切换为：{{name}}",
  state: { PENDING: "审核中", REJECTED: "未通过", NONE: "未认证" },
  notYet: "企业认证通过后才能切换为企业身份",
};
const en: typeof zh = {
  current: "Acting as: {{name}}",
  switchTo: "Switch identity",
  personal: "Personal",
  enterprise: "Enterprise",
  admin: "Admin",
  switched: "Now acting as {{name}}",
  state: { PENDING: "In review", REJECTED: "Not approved", NONE: "Not verified" },
  notYet: "You can act as the enterprise once its verification is approved",
};
addSectionTexts("identity", { zh, en });

/** Where to land after switching: the member centre (the operator console for operators). */
export function landingAfterSwitch(isOperator: boolean): string {
  return isOperator && routeExists("/admin") ? "/admin" : "/setup/index";
}

/**
 * Whether the menu offers switching to this identity: not the current one, and one the server would
 * switch to (`switchable`: an enterprise approved once, even while back in review after an edit; never
 * one that has not been approved yet, identity/acting.ts).
 */
export function canSwitchTo(i: IdentityItem): boolean {
  return !i.current && i.switchable;
}

/** A label for one identity in the menu. */
export function identityLabel(i: IdentityItem, t: (k: string) => string): string {
  return `${i.boName}（${i.boType === "ENTERPRISE" ? t("identity.enterprise") : t("identity.personal")}）`;
}

/**
 * The top bar's identity switcher: the person themselves and each enterprise they work for. Choosing
 * one gets a new ticket for it, drops everything cached for the old identity and opens the member centre.
 */
export function IdentitySwitcher() {
  const { t } = useTranslation();
  const { message } = useAppApi();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const user = useAppStore((s) => s.userInfo);
  const list = useCall(org.myIdentities, {}, { enabled: !!user, staleTime: 60_000, errBySelf: true });
  const change = useMutate(org.switchIdentity);
  // Someone else (or no one) is logged in now: drop what was cached for the previous identity. Queries
  // in flight are left alone: they were started for the new identity (e.g. the route guard's check).
  const who = user ? `${user.memberId}:${user.boId}` : null;
  const seen = useRef(who);
  useEffect(() => {
    if (seen.current && seen.current !== who) qc.removeQueries({ predicate: (q) => q.state.fetchStatus !== "fetching" });
    seen.current = who;
  }, [who, qc]);
  if (!user) return null;
  const items = (list.data ?? []).map((i) => ({
    key: i.boId,
    disabled: !canSwitchTo(i),
    icon: i.current ? <CheckOutlined /> : <SwapOutlined />,
    title: i.switchable ? undefined : t("identity.notYet"),
    label: (
      <span data-testid={`identity-${i.boId}`}>
        {identityLabel(i, t)}
        {i.isAdmin && (
          <ToneTag tone="warning">{t("identity.admin")}</ToneTag>
        )}
        {i.boType === "ENTERPRISE" && i.verifyState !== "APPROVED" && (
          <ToneTag tone={i.verifyState === "REJECTED" ? "error" : "processing"} data-testid="identity-state">
            {t(`identity.state.${i.verifyState}`)}
          </ToneTag>
        )}
      </span>
    ),
  }));
  const onClick = async ({ key }: { key: string }) => {
    const r = await change.mutateAsync({ boId: key }).catch(() => null);
    if (!r) return;
    // Everything cached was the old identity's: drop it (not refetched here: the page on screen may
    // be one the new identity cannot open; the member centre remounts its page for the new identity).
    qc.removeQueries();
    seen.current = `${r.userInfo.memberId}:${r.userInfo.boId}`;
    useAppStore.getState().setUserInfo(r.userInfo);
    void message.success(t("identity.switched", { name: r.userInfo.boName }));
    void navigate(landingAfterSwitch(r.userInfo.isOperator));
  };
  return (
    <Dropdown menu={{ items, onClick: (info) => void onClick(info) }} trigger={["click"]} disabled={change.isPending}>
      <a onClick={(e) => e.preventDefault()} data-testid="identity-switcher" title={t("identity.switchTo")}>
        {t("identity.current", { name: user.boName })} <DownOutlined style={{ fontSize: 10 }} />
      </a>
    </Dropdown>
  );
}
