import { Tabs } from "antd";
import type { ReactNode } from "react";

export interface HeaderTab {
  label: ReactNode;
  name: string;
}

/**
 * The shared page header (spec §2): a title with a right-hand slot, or a strip of label/name tabs.
 */
export function PageHeader(
  props: { title: ReactNode; extra?: ReactNode } | { tabs: HeaderTab[]; active: string; onChange: (name: string) => void; extra?: ReactNode },
) {
  return (
    <div
      data-testid="page-header"
      // on a phone the right-hand slot goes under the tabs or title rather than off the screen
      style={{ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", columnGap: 12, borderBottom: "1px solid #f0f0f0", marginBottom: 16, minHeight: 46 }}
    >
      {"tabs" in props ? (
        <Tabs
          activeKey={props.active}
          onChange={props.onChange}
          items={props.tabs.map((t) => ({ key: t.name, label: t.label }))}
          style={{ marginBottom: -1, minWidth: 0, maxWidth: "100%" }}
          tabBarStyle={{ marginBottom: 0 }}
        />
      ) : (
        <h2 style={{ fontSize: 16, fontWeight: 600, margin: 0, paddingBottom: 12, borderBottom: "2px solid #d4380d", marginBottom: -1 }}>{props.title}</h2>
      )}
      {props.extra && <div style={{ paddingBottom: 8 }}>{props.extra}</div>}
    </div>
  );
}
