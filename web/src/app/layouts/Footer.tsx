import { system } from "@qinlian/contract";
import { CarOutlined, SafetyCertificateOutlined, ShopOutlined, CustomerServiceOutlined } from "@ant-design/icons";
import { Col, Row } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCall } from "../../api";
import { clientConfig } from "../../api/config";
import { routeExists } from "../sections";
import { useAppStore } from "../store";

/**
 * The platform's name and its full (regional) name in the current language. The server's site record
 * is the Chinese original; the English names come from the shell's texts.
 */
export function useSiteNames(): { name: string; full: string } {
  const { t, i18n } = useTranslation();
  const site = useAppStore((s) => s.siteInfo);
  if (i18n.language === "en") return { name: t("site.name"), full: t("site.fullName") };
  return { name: site?.name ?? t("site.name"), full: site?.titleSuffix ?? clientConfig().siteName };
}

/**
 * The platform operator's details (the PLATFORM_INFO dictionary): each value as the server has it in
 * the page's language (in English its `<key>En`), the shell's texts while it loads or when missing.
 */
export function usePlatformInfo() {
  const { t, i18n } = useTranslation();
  const site = useAppStore((s) => s.siteInfo);
  const info = useCall(system.platformInfo, {}, { staleTime: Infinity, errBySelf: true });
  const en = i18n.language === "en";
  const d = info.data ?? {};
  const worded = (key: string, text: string) => (en ? d[`${key}En`] : d[key]) ?? t(text);
  return {
    hotline: d.serviceHotline ?? site?.hotline ?? "",
    email: d.serviceEmail ?? "",
    hours: worded("serviceHours", "footer.hoursValue"),
    operator: worded("operatorName", "footer.operatorValue"),
    address: worded("address", "footer.addressValue"),
    copyright: worded("copyright", "footer.copyrightValue"),
  };
}

const links = [
  { path: "/goods/home", key: "nav.mall" },
  { path: "/purchasingHall/index", key: "nav.purchasingHall" },
  { path: "/priceQuotation/index", key: "nav.priceQuotation" },
  { path: "/navigation/index", key: "nav.siteMap" },
] as const;
const accountLinks = [
  { path: "/user/register", key: "footer.registerPerson" },
  { path: "/user/registerQY", key: "footer.registerEnterprise" },
  { path: "/user/forget", key: "footer.forget" },
  { path: "/agreement/userInfo", key: "footer.agreement" },
] as const;

export function Footer() {
  const { t } = useTranslation();
  const site = useAppStore((s) => s.siteInfo);
  const names = useSiteNames();
  const p = usePlatformInfo();
  return (
    <footer className="ql-footer" data-testid="footer">
      <div className="ql-container">
        <div className="ql-footer-promises">
          <span>
            <ShopOutlined aria-hidden /> {t("footer.promiseSource")}
          </span>
          <span>
            <SafetyCertificateOutlined aria-hidden /> {t("footer.promiseVerified")}
          </span>
          <span>
            <CarOutlined aria-hidden /> {t("footer.promiseDelivery")}
          </span>
          <span>
            <CustomerServiceOutlined aria-hidden /> {t("footer.promiseService")}
          </span>
        </div>
        <Row gutter={[24, 16]}>
          <Col xs={24} md={9}>
            <h2>
              {names.name} · {names.full}
            </h2>
            <div>{t("footer.about")}</div>
          </Col>
          <Col xs={12} md={5}>
            <LinkColumn title={t("footer.market")} links={links} />
          </Col>
          <Col xs={12} md={4}>
            <LinkColumn title={t("footer.account")} links={accountLinks} />
          </Col>
          <Col xs={24} md={6}>
            <h2>{t("footer.contact")}</h2>
            <ul>
              <li>
                {t("footer.hotlineLabel")}<a href={`tel:${p.hotline.replace(/[^\d+]/g, "")}`}>{p.hotline}</a>
              </li>
              {p.email && (
                <li>
                  {t("footer.emailLabel")}<a href={`mailto:${p.email}`}>{p.email}</a>
                </li>
              )}
              <li>
                {t("footer.hoursLabel")}{p.hours}
              </li>
            </ul>
          </Col>
        </Row>
        <div className="ql-footer-bottom">
          <span>{p.copyright}</span>
          <span>
            {t("footer.operatorLabel")}{p.operator}
          </span>
          <span>
            {t("footer.addressLabel")}{p.address}
          </span>
          {site?.icp && <span>{site.icp}</span>}
        </div>
      </div>
    </footer>
  );
}

/** A footer column: its heading and the links to the screens the web serves. */
function LinkColumn({ title, links }: { title: string; links: readonly { path: string; key: string }[] }) {
  const { t } = useTranslation();
  return (
    <>
      <h2>{title}</h2>
      <ul>
        {links
          .filter((l) => routeExists(l.path))
          .map((l) => (
            <li key={l.path}>
              <Link to={l.path}>{t(l.key)}</Link>
            </li>
          ))}
      </ul>
    </>
  );
}
