import { Button, Result } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { clientConfig } from "../../api/config";
import { pick } from "../../i18n";
import { withSuffix } from "../Root";
import { sectionOf } from "../sections";
import { useAppStore } from "../store";

/** The 404 screen's document title, in both languages. */
export const notFoundTitle = { zh: "页面不存在", en: "Page not found" };

/**
 * Sets the document title for a screen that has no route of its own (the catch-all 404). The root
 * layout's title effect runs after this screen's (parents' effects run last) and knows no route here,
 * so the title is set once that pass is over.
 */
function useOwnTitle(title: { zh: string; en: string }) {
  const { i18n } = useTranslation();
  const site = useAppStore((s) => s.siteInfo);
  useEffect(() => {
    let live = true;
    queueMicrotask(() => {
      if (live) document.title = withSuffix(pick(title, i18n.language), site?.titleSuffix ?? clientConfig().siteName);
    });
    return () => {
      live = false;
    };
  }, [title, i18n.language, site]);
}

function Back() {
  const { t } = useTranslation();
  return (
    <Link to="/">
      <Button type="primary">{t("common.backHome")}</Button>
    </Link>
  );
}

export function Page401() {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title="401"
      subTitle={t("errors.e401")}
      extra={
        <Link to="/user/login">
          <Button type="primary">{t("errors.toLogin")}</Button>
        </Link>
      }
    />
  );
}

export function Page403() {
  const { t } = useTranslation();
  return <Result status="403" title="403" subTitle={t("errors.e403")} extra={<Back />} />;
}

export function Page404() {
  const { t } = useTranslation();
  useOwnTitle(notFoundTitle);
  return <Result status="404" title="404" subTitle={t("errors.e404")} extra={<Back />} />;
}

export function Page500() {
  const { t } = useTranslation();
  return <Result status="500" title="500" subTitle={t("errors.e500")} extra={<Back />} />;
}

export function NoManufacturerPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t("errors.noManufacturer")}
      extra={[
        <Link key="add" to="/setup/manufacturerList/add">
          <Button type="primary">{t("errors.addManufacturer")}</Button>
        </Link>,
        <Back key="home" />,
      ]}
    />
  );
}

/** `<section>/403`: the member's identity lacks a function of this section. */
export function SectionForbiddenPage() {
  const { t, i18n } = useTranslation();
  const section = sectionOf(useLocation().pathname);
  return (
    <Result
      status="403"
      title="403"
      subTitle={t("errors.sectionForbidden", { section: section ? pick(section.title, i18n.language) : "" })}
      extra={<Back />}
    />
  );
}
