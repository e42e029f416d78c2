import { system } from "@qinlian/contract";
import { useTranslation } from "react-i18next";
import { useCall } from "../../api";
import { useAppStore } from "../store";

export function Footer() {
  const { t } = useTranslation();
  const site = useAppStore((s) => s.siteInfo);
  const info = useCall(system.platformInfo, {}, { staleTime: Infinity, errBySelf: true });
  return (
    <footer style={{ background: "#2b2b2b", color: "#bbb", padding: "24px 0", marginTop: 32, fontSize: 12 }}>
      <div className="ql-container" style={{ display: "flex", justifyContent: "space-between", flexWrap: "wrap", gap: 16 }}>
        <div>
          <div style={{ color: "#fff", fontSize: 14, marginBottom: 6 }}>{site?.titleSuffix}</div>
          {site?.contacts.map((c) => (
            <div key={c.label}>
              {c.label}：{c.value}
            </div>
          ))}
        </div>
        <div style={{ textAlign: "right" }}>
          <div>
            {t("footer.hotline")}：{site?.hotline ?? info.data?.serviceHotline}
          </div>
          {info.data?.address && <div>{info.data.address}</div>}
          <div>{info.data?.copyright}</div>
          {site?.icp && <div>{site.icp}</div>}
        </div>
      </div>
    </footer>
  );
}
