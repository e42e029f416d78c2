import { ExperimentOutlined, ShopOutlined, ShoppingOutlined, TeamOutlined } from "@ant-design/icons";
import { Alert } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { routeExists } from "../../app/sections";
import { useAppStore } from "../../app/store";
import "./texts";

/** A poultry house on a hill, a hen with her eggs and a delivery truck, drawn inline (no image request). */
function FarmArt({ label }: { label: string }) {
  return (
    <svg className="ql-auth-art" viewBox="0 0 420 200" role="img" aria-label={label}>
      <circle cx="360" cy="44" r="26" fill="#ffc53d" />
      <path d="M0 170 Q 110 120 220 150 T 420 140 V200 H0Z" fill="#b7eb8f" />
      <path d="M0 185 Q 140 160 260 178 T 420 172 V200 H0Z" fill="#95de64" />
      {/* poultry house */}
      <rect x="36" y="92" width="150" height="66" rx="2" fill="#fff7e6" stroke="#ad4e00" strokeWidth="2" />
      <path d="M28 96 L111 52 L194 96Z" fill="#d4380d" stroke="#ad2102" strokeWidth="2" strokeLinejoin="round" />
      <rect x="96" y="118" width="30" height="40" fill="#ad4e00" />
      {[48, 142, 164].map((x) => (
        <rect key={x} x={x} y="110" width="16" height="12" fill="#91caff" stroke="#ad4e00" strokeWidth="1.5" />
      ))}
      {/* feed silo */}
      <rect x="196" y="78" width="22" height="72" rx="3" fill="#d9d9d9" stroke="#8c8c8c" strokeWidth="1.5" />
      <path d="M196 80 L207 64 L218 80Z" fill="#bfbfbf" stroke="#8c8c8c" strokeWidth="1.5" />
      {/* hen */}
      <ellipse cx="262" cy="150" rx="26" ry="20" fill="#fff" stroke="#ad4e00" strokeWidth="2" />
      <circle cx="284" cy="128" r="11" fill="#fff" stroke="#ad4e00" strokeWidth="2" />
      <path d="M280 116 q4 -8 8 0 q4 -7 7 2" fill="#f5222d" />
      <path d="M294 128 l8 3 l-8 3Z" fill="#fa8c16" />
      <circle cx="287" cy="126" r="1.8" fill="#262626" />
      <path d="M240 140 q-14 -6 -10 12" fill="none" stroke="#ad4e00" strokeWidth="2" />
      <path d="M256 168 v8 M268 168 v8" stroke="#fa8c16" strokeWidth="2.5" />
      {/* eggs */}
      <ellipse cx="312" cy="170" rx="7" ry="9" fill="#ffd8bf" stroke="#ad4e00" strokeWidth="1.5" />
      <ellipse cx="326" cy="172" rx="7" ry="9" fill="#fff" stroke="#ad4e00" strokeWidth="1.5" />
      {/* truck */}
      <g transform="translate(336 128)">
        <rect x="0" y="6" width="46" height="30" rx="2" fill="#ad2102" />
        <path d="M46 14 h14 l10 12 v10 h-24Z" fill="#ffa940" />
        <rect x="50" y="17" width="9" height="8" fill="#e6f4ff" />
        <circle cx="12" cy="38" r="6" fill="#262626" />
        <circle cx="56" cy="38" r="6" fill="#262626" />
        <text x="23" y="26" textAnchor="middle" fontSize="11" fill="#fff" fontWeight="700">
          QL
        </text>
      </g>
    </svg>
  );
}

/** The login and sign-up pages' side: what the platform offers, in the current language. */
export function AuthShowcase({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const s = (k: string) => t(`userAccess.showcase.${k}`);
  const points = [
    { icon: <ShopOutlined aria-hidden />, title: s("chicksTitle"), text: s("chicksText") },
    { icon: <ExperimentOutlined aria-hidden />, title: s("feedTitle"), text: s("feedText") },
    { icon: <ShoppingOutlined aria-hidden />, title: s("demandTitle"), text: s("demandText") },
    { icon: <TeamOutlined aria-hidden />, title: s("teamTitle"), text: s("teamText") },
  ];
  return (
    <section className="ql-auth-intro" data-testid="auth-showcase">
      <h2>{s("title")}</h2>
      <p className="lead">{s("lead")}</p>
      {!compact && <FarmArt label={s("artLabel")} />}
      <ul className="ql-auth-points">
        {points.map((p) => (
          <li key={p.title}>
            {p.icon}
            <div>
              <strong>{p.title}</strong>
              <span>{p.text}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** On the login and sign-up pages of someone already logged in: who they are and the way to their account. */
export function AlreadyLoggedIn() {
  const { t } = useTranslation();
  const user = useAppStore((s) => s.userInfo);
  if (!user) return null;
  const home = user.isOperator && routeExists("/admin") ? "/admin" : "/setup/index";
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="already-logged-in"
      message={
        <span>
          {t("userAccess.alreadyIn", { name: user.nickname || user.realName || user.loginName })}{" "}
          {routeExists(home) && (
            <Link to={home} style={{ textDecoration: "underline" }}>
              {t("userAccess.toMemberCentre")}
            </Link>
          )}
        </span>
      }
    />
  );
}
