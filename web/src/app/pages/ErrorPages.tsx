import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { pick } from "../../i18n";
import { sectionOf } from "../sections";

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
