import { system, type Area } from "@qinlian/contract";
import { Cascader } from "antd";
import { useEffect, useState } from "react";
import { api } from "../../../api";

interface Opt {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: Opt[];
}

const toOpt = (a: Area): Opt => ({ value: a.code, label: a.name, isLeaf: a.level >= 3 });

/** Province → city → county codes of a county (or city / province) code (GB/T 2260). */
export function areaPath(code: string): string[] {
  if (code.endsWith("0000")) return [code];
  if (code.endsWith("00")) return [`${code.slice(0, 2)}0000`, code];
  return [`${code.slice(0, 2)}0000`, `${code.slice(0, 4)}00`, code];
}

/**
 * A province / city / county picker fed by the area calls, loading each level on demand; the form
 * value is the chosen area's code.
 */
export function AreaField(props: { value?: string; onChange?: (code: string | undefined) => void; placeholder?: string; id?: string }) {
  const [options, setOptions] = useState<Opt[]>([]);
  const [initial] = useState(props.value);
  useEffect(() => {
    let live = true;
    void (async () => {
      const roots = (await api(system.areas, {})).map(toOpt);
      if (initial) {
        let level = roots;
        for (const code of areaPath(initial).slice(0, -1)) {
          const node = level.find((o) => o.value === code);
          if (!node) break;
          node.children = (await api(system.areas, { parentCode: code })).map(toOpt);
          level = node.children;
        }
      }
      if (live) setOptions(roots);
    })();
    return () => {
      live = false;
    };
  }, [initial]);

  const loadData = async (selected: Opt[]) => {
    const target = selected[selected.length - 1];
    const children = (await api(system.areas, { parentCode: target.value })).map(toOpt);
    target.children = children;
    if (!children.length) target.isLeaf = true;
    setOptions((o) => [...o]);
  };

  return (
    <Cascader<Opt>
      id={props.id}
      options={options}
      loadData={loadData}
      value={props.value ? areaPath(props.value) : undefined}
      onChange={(v) => props.onChange?.(v?.length ? String(v[v.length - 1]) : undefined)}
      placeholder={props.placeholder}
      showSearch={false}
      style={{ width: "100%" }}
    />
  );
}
