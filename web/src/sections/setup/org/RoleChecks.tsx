import type { RoleView } from "@qinlian/contract";
import { Checkbox, Space, Tooltip, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { pick } from "../../../i18n";
import "./texts";

/** Roles as checkboxes, each with its description and (on hover) the pages it opens. */
export function RoleChecks(props: { roles: RoleView[]; value?: string[]; onChange?: (v: string[]) => void; id?: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <div id={props.id} data-testid="role-checks">
      <Checkbox.Group value={props.value} onChange={(v) => props.onChange?.(v)} style={{ width: "100%" }}>
        <Space direction="vertical" style={{ width: "100%" }}>
          {props.roles.map((r) => (
            <Checkbox key={r.code} value={r.code} data-testid={`role-${r.code}`}>
              <Tooltip title={`${t("setupOrg.form.pages")}：${r.funcs.map((f) => pick({ zh: f.name, en: f.nameEn }, lang)).join("、")}`} placement="right">
                <strong>{pick({ zh: r.name, en: r.nameEn }, lang)}</strong>
              </Tooltip>
              <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                {t(`setupOrg.roleDesc.${r.code}`, { defaultValue: r.description })}
              </Typography.Text>
            </Checkbox>
          ))}
        </Space>
      </Checkbox.Group>
    </div>
  );
}
