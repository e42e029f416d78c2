import { DoubleLeftOutlined, DoubleRightOutlined, LeftOutlined, RightOutlined } from "@ant-design/icons";
import { ConfigProvider } from "antd";
import usePaginationStyle from "antd/es/pagination/style";
import { useContext, type MouseEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import "../texts";

/** The page numbers shown around `current` (antd's rule: the first, the last, two either side, gaps as null). */
export function pagerItems(current: number, pages: number): (number | "jump-prev" | "jump-next")[] {
  if (pages <= 9) return Array.from({ length: pages }, (_, i) => i + 1);
  let left = Math.max(2, current - 2);
  let right = Math.min(pages - 1, current + 2);
  if (current - 1 <= 2) right = 5;
  if (pages - current <= 2) left = pages - 4;
  const out: (number | "jump-prev" | "jump-next")[] = [1];
  if (left > 2) out.push("jump-prev");
  for (let p = left; p <= right; p++) out.push(p);
  if (right < pages - 1) out.push("jump-next");
  out.push(pages);
  return out;
}

export interface LightPagerProps {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  /** A page's address (the pages are links: crawlable, open in a new tab); without it, buttons. */
  href?: (page: number) => string;
  /** Phones: ‹ 3 / 16 ›. */
  simple?: boolean;
  size?: "small" | "default";
  style?: React.CSSProperties;
  "data-testid"?: string;
}

/**
 * antd's Pagination as the mall's pages use it (no size changer, no quick jumper), with antd's markup
 * classes and theme styles, without what antd's Pagination imports for the features not used: the
 * size changer's Select (rc-select, rc-virtual-list …, ~28 KB compressed off the goods list and detail).
 */
export function LightPager({ current, pageSize, total, onChange, href, simple, size, style, "data-testid": testId }: LightPagerProps) {
  const { t } = useTranslation();
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const p = getPrefixCls("pagination");
  const [wrapCSSVar, hashId, cssVarCls] = usePaginationStyle(p);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize) return null;
  const go = (page: number) => (e: MouseEvent) => {
    e.preventDefault();
    if (page !== current && page >= 1 && page <= pages) onChange(page);
  };
  const link = (page: number, content: ReactNode, label: string, cls: string, disabled = false) => {
    const common = { className: cls, "aria-label": label, title: label };
    return disabled ? (
      <button type="button" disabled {...common}>
        {content}
      </button>
    ) : href ? (
      // (the portal's link colour would turn the arrows blue; antd draws them as text)
      <a href={href(page)} onClick={go(page)} {...common} style={{ color: "rgba(0, 0, 0, 0.88)" }}>
        {content}
      </a>
    ) : (
      <button type="button" onClick={go(page)} {...common}>
        {content}
      </button>
    );
  };
  const prev = (
    <li key="prev" className={`${p}-prev${current <= 1 ? ` ${p}-disabled` : ""}`} aria-disabled={current <= 1 || undefined}>
      {link(current - 1, <LeftOutlined />, t("goods.pager.prev"), `${p}-item-link`, current <= 1)}
    </li>
  );
  const next = (
    <li key="next" className={`${p}-next${current >= pages ? ` ${p}-disabled` : ""}`} aria-disabled={current >= pages || undefined}>
      {link(current + 1, <RightOutlined />, t("goods.pager.next"), `${p}-item-link`, current >= pages)}
    </li>
  );
  const items = simple
    ? [
        prev,
        <li key="simple" className={`${p}-simple-pager`} aria-live="polite">
          {t("goods.pager.simple", { current, pages })}
        </li>,
        next,
      ]
    : [
        prev,
        ...pagerItems(current, pages).map((it) => {
          if (it === "jump-prev" || it === "jump-next") {
            const to = it === "jump-prev" ? Math.max(1, current - 5) : Math.min(pages, current + 5);
            const label = t(it === "jump-prev" ? "goods.pager.jumpPrev" : "goods.pager.jumpNext");
            const content = (
              <div className={`${p}-item-container`}>
                {it === "jump-prev" ? <DoubleLeftOutlined className={`${p}-item-link-icon`} /> : <DoubleRightOutlined className={`${p}-item-link-icon`} />}
                <span className={`${p}-item-ellipsis`} aria-hidden>
                  •••
                </span>
              </div>
            );
            return (
              <li key={it} className={`${p}-${it} ${p}-${it}-custom-icon`}>
                {link(to, content, label, `${p}-item-link`)}
              </li>
            );
          }
          const active = it === current;
          return (
            <li key={it} className={`${p}-item ${p}-item-${it}${active ? ` ${p}-item-active` : ""}`}>
              {href ? (
                <a href={href(it)} onClick={go(it)} aria-current={active ? "page" : undefined} aria-label={t("goods.pager.page", { n: it })}>
                  {it}
                </a>
              ) : (
                <a
                  role="button"
                  tabIndex={0}
                  onClick={go(it)}
                  onKeyDown={(e) => {
                    if (e.key === "Enter" || e.key === " ") {
                      e.preventDefault();
                      if (it !== current) onChange(it);
                    }
                  }}
                  aria-current={active ? "page" : undefined}
                  aria-label={t("goods.pager.page", { n: it })}
                >
                  {it}
                </a>
              )}
            </li>
          );
        }),
        next,
      ];
  const cls = [p, simple && `${p}-simple`, size === "small" && `${p}-mini`, hashId, cssVarCls].filter(Boolean).join(" ");
  return wrapCSSVar(
    <nav aria-label={t("goods.pager.label")} style={{ display: "flex", justifyContent: "flex-end", ...style }} data-testid={testId}>
      <ul className={cls} style={{ margin: 0, padding: 0 }}>
        {items}
      </ul>
    </nav>,
  );
}
