import { identity, memberOverview } from "@qinlian/contract";
import { Empty, Skeleton, Space } from "antd";
import { useTranslation } from "react-i18next";
import { useCall } from "../../api";
import { useAppStore } from "../../app/store";
import { PageHeader } from "../../kit/PageHeader";
import { Figures } from "./overview/Figures";
import { IdentityCard } from "./overview/IdentityCard";
import { useMemberSections } from "./overview/menus";
import { Shortcuts } from "./overview/Shortcuts";

/**
 * The member centre's overview (/setup/index): the identity and its verification, the counts that
 * matter to it (memberOverview.mine) and shortcuts to every screen its functions open.
 */
export default function SetupIndexPage() {
  // keyed by the identity: after a switch (which lands here) the overview reads the new identity
  const who = useAppStore((s) => s.userInfo?.boId ?? "-");
  return <Overview key={who} />;
}

function Overview() {
  const { t } = useTranslation();
  const me = useCall(identity.memberByToken, {}, { staleTime: 0 });
  const overview = useCall(memberOverview.mine, {}, { staleTime: 0 });
  const { sections, loading } = useMemberSections(true);
  if (me.isLoading) return <Skeleton active />;
  if (!me.data) return <Empty description={t("common.loadFailed")} />;
  const allowed = new Set(sections.flatMap((s) => s.pages.map((p) => p.path!)));
  return (
    <div>
      <PageHeader title={<h1 style={{ font: "inherit", margin: 0 }}>{t("member.overview")}</h1>} />
      <Space direction="vertical" size={16} style={{ width: "100%" }}>
        <IdentityCard me={me.data} overview={overview.data} />
        {overview.data && !loading ? <Figures o={overview.data} allowed={allowed} /> : <Skeleton active paragraph={{ rows: 2 }} />}
        {loading ? <Skeleton active /> : <Shortcuts sections={sections} />}
      </Space>
    </div>
  );
}
