import { Card, Empty } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pick } from "../../../i18n";
import type { MemberSection } from "./menus";
import "./texts";

/** Every screen the identity's functions open, by top-menu section (the overview itself left out). */
export function Shortcuts({ sections }: { sections: MemberSection[] }) {
  const { t, i18n } = useTranslation();
  // a screen offered in several sections (the favourites) is listed once, in the first
  const seen = new Set<string>(["/setup/index"]);
  const groups = sections
    .map((s) => ({
      s,
      pages: s.pages.filter((p) => {
        const name = p.name;
        if (seen.has(p.path!) || seen.has(name)) return false;
        seen.add(p.path!).add(name);
        return true;
      }),
    }))
    .filter((g) => g.pages.length);
  return (
    <Card size="small" title={t("memberCentre.shortcuts")} data-testid="shortcuts">
      {groups.length ? (
        groups.map(({ s, pages }) => (
          <section key={s.func.code} style={{ marginBottom: 12 }}>
            <h3 style={{ fontSize: 13, color: "#595959", margin: "0 0 6px", fontWeight: 600 }}>{pick({ zh: s.func.name, en: s.func.nameEn }, i18n.language)}</h3>
            <div style={{ display: "flex", flexWrap: "wrap", gap: 8 }}>
              {pages.map((p) => (
                <Link key={p.code} to={p.path!} className="ql-shortcut" style={{ padding: "4px 10px", border: "1px solid #f0f0f0", borderRadius: 4, color: "#333", background: "#fff" }}>
                  {pick({ zh: p.name, en: p.nameEn }, i18n.language)}
                </Link>
              ))}
            </div>
          </section>
        ))
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("member.noMenus")} />
      )}
    </Card>
  );
}
