import { account } from "@qinlian/contract";
import { Alert, Card, Skeleton, Steps } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCall } from "../../api";
import { queryClient } from "../../app/query";
import { hasTicketCookie, useAppStore } from "../../app/store";
import { PersonAccountForm } from "./AccountForm";
import { ApplyState } from "./ApplyState";
import { EnterpriseForm } from "./EnterpriseForm";
import "./texts";

/**
 * /user/registerQY: enterprise sign-up. Step 1 creates the admin's personal account (skipped when
 * logged in), step 2 submits the enterprise for review, step 3 shows the review state — also when
 * the member comes back later, and a rejected application can be corrected and resubmitted.
 */
export default function RegisterQYPage() {
  const { t } = useTranslation();
  const user = useAppStore((s) => s.userInfo);
  const loggedIn = !!user || hasTicketCookie();
  const [editing, setEditing] = useState(false);
  const apply = useCall(account.myEnterpriseApply, {}, { enabled: loggedIn });
  const step = !loggedIn ? 0 : apply.data && !editing ? 2 : 1;

  let body;
  if (step === 0) {
    body = (
      <>
        <Alert type="info" showIcon message={t("userAccess.accountIntro")} style={{ marginBottom: 16 }} />
        <PersonAccountForm submitText={t("userAccess.next")} onDone={() => undefined} />
      </>
    );
  } else if (apply.isLoading) {
    body = <Skeleton active paragraph={{ rows: 10 }} />;
  } else if (step === 1) {
    body = (
      <>
        {user && <Alert type="info" showIcon message={t("userAccess.loggedInAs", { name: user.nickname || user.loginName })} style={{ marginBottom: 16 }} />}
        <EnterpriseForm
          initial={editing ? apply.data : null}
          onDone={(a) => {
            queryClient.setQueryData([account.myEnterpriseApply.path, {}], a);
            setEditing(false);
          }}
        />
      </>
    );
  } else {
    body = <ApplyState apply={apply.data!} onResubmit={() => setEditing(true)} />;
  }

  return (
    <div style={{ display: "flex", justifyContent: "center" }}>
      <Card
        title={<h1 style={{ fontSize: 18, margin: 0, fontWeight: 600 }}>{t("userAccess.registerQYTitle")}</h1>}
        style={{ width: "100%", maxWidth: 760 }}
        extra={!loggedIn && <Link to="/user/register">{t("userAccess.toPersonal")}</Link>}
      >
        <Steps
          current={step}
          style={{ marginBottom: 24 }}
          items={[{ title: t("userAccess.stepAccount") }, { title: t("userAccess.stepEnterprise") }, { title: t("userAccess.stepReview") }]}
        />
        {body}
      </Card>
    </div>
  );
}
