import type { ReactNode } from "react";

/**
 * The page's one <h1>, styled like the kit's PageHeader bar (which renders an <h2>): the mall's
 * public pages need a top-level heading for screen readers and search engines.
 */
export function PageTitle({ title, extra, testId }: { title: ReactNode; extra?: ReactNode; testId?: string }) {
  return (
    <div
      data-testid="page-header"
      style={{ display: "flex", alignItems: "center", justifyContent: "space-between", flexWrap: "wrap", gap: 8, borderBottom: "1px solid #f0f0f0", marginBottom: 16, minHeight: 46 }}
    >
      <h1 data-testid={testId} style={{ fontSize: 16, fontWeight: 600, margin: 0, paddingBottom: 12, borderBottom: "2px solid #d4380d", marginBottom: -1 }}>
        {title}
      </h1>
      {extra && <div style={{ paddingBottom: 8 }}>{extra}</div>}
    </div>
  );
}
