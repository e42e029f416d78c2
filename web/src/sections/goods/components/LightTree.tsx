import { CaretDownFilled } from "@ant-design/icons";
import useToken from "antd/es/theme/useToken";
import { useMemo, useRef, useState, type KeyboardEvent } from "react";

export interface LightTreeNode {
  key: string;
  title: string;
  children: readonly LightTreeNode[];
}

interface Row {
  node: LightTreeNode;
  level: number;
  parent?: string;
  pos: number;
  size: number;
}

/**
 * antd's `Tree` as the goods list uses it (pick one node; expand with the caret), drawn as antd draws it
 * (its theme's sizes and colours, below) without rc-tree, its virtual list and antd's tree and checkbox
 * styles (~28 KB compressed off the list's first load). A WAI-ARIA tree: one tab stop; ↑ ↓ move, → opens or goes to the first child, ← closes or goes to
 * the parent, Home / End, Enter or Space picks (picking the picked node again unpicks it, as antd's does).
 */
export function LightTree({ treeData, selectedKey, defaultExpandedKeys = [], onSelect, "aria-label": label }: { treeData: readonly LightTreeNode[]; selectedKey?: string; defaultExpandedKeys?: readonly string[]; onSelect: (key: string | undefined) => void; "aria-label"?: string }) {
  const [, token] = useToken();
  const p = "ql-tree";
  const [expanded, setExpanded] = useState(() => new Set(defaultExpandedKeys));
  const [active, setActive] = useState<string | undefined>();
  const [keyboard, setKeyboard] = useState(false);
  const refs = useRef(new Map<string, HTMLDivElement>());

  const rows = useMemo(() => {
    const out: Row[] = [];
    const walk = (nodes: readonly LightTreeNode[], level: number, parent?: string) =>
      nodes.forEach((node, i) => {
        out.push({ node, level, parent, pos: i + 1, size: nodes.length });
        if (node.children.length && expanded.has(node.key)) walk(node.children, level + 1, node.key);
      });
    walk(treeData, 1);
    return out;
  }, [treeData, expanded]);

  const toggle = (key: string, open = !expanded.has(key)) =>
    setExpanded((cur) => {
      const next = new Set(cur);
      if (open) next.add(key);
      else next.delete(key);
      return next;
    });
  const pick = (key: string) => onSelect(key === selectedKey ? undefined : key);
  const focusKey = rows.some((r) => r.node.key === active) ? active : (rows.find((r) => r.node.key === selectedKey) ?? rows[0])?.node.key;
  const moveTo = (key: string | undefined) => {
    if (!key) return;
    setActive(key);
    refs.current.get(key)?.focus();
  };

  const onKeyDown = (e: KeyboardEvent, r: Row, i: number) => {
    const key = r.node.key;
    const parent = r.node.children.length > 0;
    const open = expanded.has(key);
    const handled = () => {
      e.preventDefault();
      setKeyboard(true);
    };
    switch (e.key) {
      case "ArrowDown":
        handled();
        moveTo(rows[i + 1]?.node.key);
        break;
      case "ArrowUp":
        handled();
        moveTo(rows[i - 1]?.node.key);
        break;
      case "Home":
        handled();
        moveTo(rows[0]?.node.key);
        break;
      case "End":
        handled();
        moveTo(rows[rows.length - 1]?.node.key);
        break;
      case "ArrowRight":
        handled();
        if (parent && !open) toggle(key, true);
        else if (parent) moveTo(rows[i + 1]?.node.key);
        break;
      case "ArrowLeft":
        handled();
        if (parent && open) toggle(key, false);
        else moveTo(r.parent);
        break;
      case "Enter":
      case " ":
        handled();
        pick(key);
        break;
    }
  };

  return (
    <div className={p}>
      <style>{treeCss(token)}</style>
      <div role="tree" aria-label={label} style={{ display: "flex", flexDirection: "column", alignItems: "flex-start" }}>
        {rows.map((r, i) => {
          const { key, title, children } = r.node;
          const parent = children.length > 0;
          const open = parent && expanded.has(key);
          const selected = key === selectedKey;
          const last = r.pos === r.size;
          const cls = [
            `${p}-treenode`,
            parent ? `${p}-treenode-switcher-${open ? "open" : "close"}` : `${p}-treenode-leaf`,
            selected && `${p}-treenode-selected`,
            keyboard && key === active && `${p}-treenode-active`,
            last && !open && `${p}-treenode-leaf-last`,
          ];
          return (
            <div
              key={key}
              ref={(el) => {
                if (el) refs.current.set(key, el);
                else refs.current.delete(key);
              }}
              role="treeitem"
              aria-level={r.level}
              aria-posinset={r.pos}
              aria-setsize={r.size}
              aria-expanded={parent ? open : undefined}
              aria-selected={selected}
              tabIndex={key === focusKey ? 0 : -1}
              className={cls.filter(Boolean).join(" ")}
              onKeyDown={(e) => onKeyDown(e, r, i)}
              onFocus={() => setActive(key)}
              onBlur={() => setKeyboard(false)}
            >
              <span aria-hidden="true" className={`${p}-indent`}>
                {Array.from({ length: r.level - 1 }, (_, j) => (
                  <span key={j} className={`${p}-indent-unit`} />
                ))}
              </span>
              {parent ? (
                // the caret is for the mouse: the item says it is open or closed (aria-expanded)
                <span aria-hidden="true" className={`${p}-switcher ${p}-switcher_${open ? "open" : "close"}`} onClick={() => toggle(key)}>
                  <CaretDownFilled className={`${p}-switcher-icon`} />
                </span>
              ) : (
                <span className={`${p}-switcher ${p}-switcher-noop`} />
              )}
              <span title={title} className={[`${p}-node-content-wrapper`, `${p}-node-content-wrapper-${parent ? (open ? "open" : "close") : "normal"}`, selected && `${p}-node-selected`].filter(Boolean).join(" ")} onClick={() => pick(key)}>
                <span className={`${p}-title`}>{title}</span>
              </span>
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** antd's tree styles (5.x: genBaseStyle of antd/es/tree/style) for the parts drawn here, from the theme's tokens. */
function treeCss(t: ReturnType<typeof useToken>[1]): string {
  const h = t.controlHeightSM;
  return [
    `.ql-tree{box-sizing:border-box;margin:0;padding:0;color:${t.colorText};font-size:${t.fontSize}px;line-height:${t.lineHeight};font-family:${t.fontFamily};background:${t.colorBgContainer};border-radius:${t.borderRadius}px}`,
    `.ql-tree-treenode{display:flex;align-items:flex-start;margin-bottom:${t.paddingXS / 2}px;line-height:${h}px;position:relative}`,
    `.ql-tree-treenode:focus-visible{outline:${t.lineWidthFocus}px solid ${t.colorPrimaryBorder};outline-offset:1px}`,
    `.ql-tree-indent{align-self:stretch;white-space:nowrap;user-select:none}.ql-tree-indent-unit{display:inline-block;width:${h}px}`,
    `.ql-tree-switcher{position:relative;flex:none;align-self:stretch;width:${h}px;margin-inline-end:${(h - t.controlInteractiveSize) / 2}px;text-align:center;cursor:pointer;user-select:none;transition:all ${t.motionDurationSlow}}`,
    `.ql-tree-switcher-noop{cursor:unset}`,
    `.ql-tree-switcher:before{pointer-events:none;content:"";width:${h}px;height:${h}px;position:absolute;left:0;top:0;border-radius:${t.borderRadius}px;transition:all ${t.motionDurationSlow}}`,
    `.ql-tree-switcher:not(.ql-tree-switcher-noop):hover:before{background-color:${t.colorBgTextHover}}`,
    `.ql-tree-switcher-icon{display:inline-block;font-size:10px;vertical-align:baseline}.ql-tree-switcher-icon svg{transition:transform ${t.motionDurationSlow}}`,
    `.ql-tree-switcher_close .ql-tree-switcher-icon svg{transform:rotate(-90deg)}`,
    `.ql-tree-node-content-wrapper{position:relative;min-height:${h}px;padding:0 ${t.paddingXS}px;background:transparent;border-radius:${t.borderRadius}px;cursor:pointer;transition:all ${t.motionDurationMid}, border 0s, line-height 0s, box-shadow 0s}`,
    `.ql-tree-node-content-wrapper:hover,.ql-tree-treenode-active .ql-tree-node-content-wrapper{background-color:${t.controlItemBgHover}}`,
    `.ql-tree-node-content-wrapper.ql-tree-node-selected{color:${t.colorText};background-color:${t.controlItemBgActive}}`,
  ].join("");
}
