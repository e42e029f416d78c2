import { passwordLink } from "@qinlian/contract";
import { Alert, Button, Card, Descriptions, Form, Result, Skeleton } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { ApiError, useCall, useMutate } from "../../api";
import { PasswordFields } from "../../kit/AccountFields";
import "./texts";

/**
 * The token of a set-password link: `/user/setPassword#t=<token>`. It travels in the fragment, which
 * the browser never sends to a server (no access log, proxy or Referer sees it); this page reads it
 * and posts it in the request body.
 */
export function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, "")).get("t")?.trim() ?? "";
}

/** The server's message for one field without its "参数错误 — field: " prefix. */
export function fieldMessage(msg: string, field: string): string {
  const part = msg
    .replace(/^参数错误 — /, "")
    .split("；")
    .find((p) => p.startsWith(`${field}: `));
  return part ? part.slice(field.length + 2) : msg;
}

const fieldsOf = (e: unknown): string[] =>
  e instanceof ApiError && e.data && typeof e.data === "object" && Array.isArray((e.data as { fields?: unknown }).fields)
    ? (e.data as { fields: unknown[] }).fields.filter((f): f is string => typeof f === "string")
    : [];

/**
 * /user/setPassword: an employee whose account their enterprise opened sets their first password
 * through the one-time link texted to them (valid 72 hours), then logs in with it.
 */
export default function SetPasswordPage() {
  const { t } = useTranslation();
  const s = (k: string) => t(`userAccess.setPwd.${k}`);
  const { hash } = useLocation();
  const token = tokenFromHash(hash);
  const [form] = Form.useForm<{ password: string; passwordConfirm: string }>();
  const check = useCall(passwordLink.check, { token }, { enabled: !!token, errBySelf: true, retry: false, staleTime: Infinity });
  const set = useMutate(passwordLink.setPassword, { errBySelf: true });
  const [linkError, setLinkError] = useState<string | null>(null);
  const [otherError, setOtherError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const onFinish = async (v: { password: string }) => {
    setOtherError(null);
    try {
      const r = await set.mutateAsync({ token, password: v.password });
      setDone(r.loginName);
    } catch (e) {
      const msg = e instanceof Error ? e.message : String(e);
      const fields = fieldsOf(e);
      if (fields.includes("password")) form.setFields([{ name: "password", errors: [fieldMessage(msg, "password")] }]);
      else if (fields.includes("token")) setLinkError(fieldMessage(msg, "token"));
      else setOtherError(msg);
    }
  };

  const invalid = !token ? s("noToken") : (linkError ?? (check.error ? fieldMessage(check.error.message, "token") : null));
  let body;
  if (done) {
    body = (
      <Result
        status="success"
        title={<span data-testid="set-password-done">{s("doneTitle")}</span>}
        subTitle={t("userAccess.setPwd.doneSub", { loginName: done })}
        extra={
          <Link to="/user/login">
            <Button type="primary" data-testid="set-password-login">
              {t("userAccess.toLogin")}
            </Button>
          </Link>
        }
      />
    );
  } else if (invalid) {
    body = (
      <Result
        status="warning"
        title={s("invalidTitle")}
        subTitle={<span data-testid="set-password-invalid">{invalid}</span>}
        extra={
          <Link to="/user/login">
            <Button>{t("userAccess.toLogin")}</Button>
          </Link>
        }
      />
    );
  } else if (check.isLoading || !check.data) {
    body = <Skeleton active />;
  } else {
    body = (
      <>
        <Alert type="info" showIcon message={s("intro")} style={{ marginBottom: 16 }} />
        <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
          <Descriptions.Item label={s("account")}>
            <span data-testid="set-password-login-name">{check.data.loginName}</span>
          </Descriptions.Item>
          {check.data.mobile && <Descriptions.Item label={s("mobile")}>{check.data.mobile}</Descriptions.Item>}
        </Descriptions>
        <Form form={form} layout="vertical" onFinish={(v: { password: string }) => void onFinish(v)} data-testid="set-password-form">
          {/* lets password managers store the new password under the right account */}
          <input type="text" name="username" autoComplete="username" value={check.data.loginName} readOnly hidden />
          <PasswordFields label={s("password")} />
          {otherError && <Alert type="error" showIcon message={otherError} style={{ marginBottom: 16 }} />}
          <Button type="primary" htmlType="submit" block loading={set.isPending} data-testid="set-password-submit">
            {s("submit")}
          </Button>
        </Form>
      </>
    );
  }

  return (
    <div style={{ display: "flex", justifyContent: "center", padding: "24px 12px" }}>
      <Card title={s("title")} style={{ width: "100%", maxWidth: 480 }}>
        {body}
      </Card>
    </div>
  );
}
