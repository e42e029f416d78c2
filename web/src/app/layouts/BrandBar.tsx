import { Input } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { clientConfig } from "../../api/config";
import { routeExists } from "../sections";
import { useAppStore } from "../store";

/** Logo, platform name and the goods search box. */
export function BrandBar({ search = true }: { search?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const site = useAppStore((s) => s.siteInfo);
  const canSearch = search && routeExists("/goods/list");
  return (
    <div style={{ background: "#fff" }}>
      <div className="ql-container" style={{ display: "flex", alignItems: "center", justifyContent: "space-between", height: 88 }}>
        <Link to="/" style={{ display: "flex", alignItems: "center", gap: 12, color: "inherit" }}>
          <img src={site?.logoUrl ?? "/favicon.svg"} alt="logo" width={48} height={48} />
          <span>
            <div style={{ fontSize: 26, fontWeight: 700, color: "#d4380d", letterSpacing: 2 }}>{site?.name ?? "禽链"}</div>
            <div style={{ fontSize: 12, color: "#888" }}>{site?.titleSuffix ?? clientConfig().siteName}</div>
          </span>
        </Link>
        {canSearch && (
          <Input.Search
            data-testid="header-search"
            style={{ width: 460 }}
            size="large"
            placeholder={t("header.searchPlaceholder")}
            enterButton={t("common.search")}
            onSearch={(kw) => void navigate(`/goods/list${kw.trim() ? `?keyword=${encodeURIComponent(kw.trim())}` : ""}`)}
          />
        )}
      </div>
    </div>
  );
}
