import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { routeExists } from "../sections";
import { useAppStore } from "../store";
import { useSiteNames } from "./Footer";
import { useIsPhone } from "./MainNav";
import { SearchBox } from "./SearchBox";

/** Logo, platform name and the goods search box (on phones: a smaller logo and the box beside it). */
export function BrandBar({ search = true }: { search?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const phone = useIsPhone();
  const site = useAppStore((s) => s.siteInfo);
  const names = useSiteNames();
  const canSearch = search && routeExists("/goods/list");
  return (
    <div className="ql-brand">
      <div className="ql-container">
        <Link to="/" className="ql-brand-logo">
          <img src={site?.logoUrl ?? "/favicon.svg"} alt="" width={48} height={48} />
          <span>
            <span className="ql-brand-name" style={{ display: "block" }}>
              {names.name}
            </span>
            <span className="ql-brand-sub" style={{ display: phone ? "none" : "block" }}>
              {names.full}
            </span>
          </span>
        </Link>
        {canSearch && (
          <SearchBox
            data-testid="header-search"
            className="ql-brand-search"
            size={phone ? "middle" : "large"}
            label={t("header.searchPlaceholder")}
            placeholder={phone ? t("header.searchShort") : t("header.searchPlaceholder")}
            button={t("common.search")}
            maxLength={50}
            onSearch={(kw) => void navigate(`/goods/list${kw.trim() ? `?keyword=${encodeURIComponent(kw.trim())}` : ""}`)}
          />
        )}
      </div>
    </div>
  );
}
