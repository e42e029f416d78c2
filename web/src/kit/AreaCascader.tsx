import { system, type Area } from "@qinlian/contract";
import { Cascader } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../api";
import { queryClient } from "../app/query";
import "./editors.texts";

interface AreaOpt {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: AreaOpt[];
}

/** One level of areas (provinces when parentCode is undefined), cached like any other call. */
function loadAreas(parentCode?: string): Promise<Area[]> {
  const input = parentCode ? { parentCode } : {};
  return queryClient.fetchQuery({ queryKey: [system.areas.path, input], queryFn: () => api(system.areas, input), staleTime: 60 * 60_000 });
}

const toOpts = (rows: Area[], maxLevel: number): AreaOpt[] => rows.map((a) => ({ value: a.code, label: a.name, isLeaf: a.level >= maxLevel }));

/** Puts `children` under the option at `path` (returns a new tree). */
export function withChildren(opts: AreaOpt[], path: string[], children: AreaOpt[]): AreaOpt[] {
  if (!path.length) return opts;
  return opts.map((o) => (o.value !== path[0] ? o : path.length === 1 ? { ...o, children } : { ...o, children: withChildren(o.children ?? [], path.slice(1), children) }));
}

/** The codes from the province down to `code`, read from the option tree (empty if not loaded). */
export function pathIn(opts: AreaOpt[], code: string): string[] {
  for (const o of opts) {
    if (o.value === code) return [o.value];
    const sub = pathIn(o.children ?? [], code);
    if (sub.length) return [o.value, ...sub];
  }
  return [];
}

export interface AreaCascaderProps {
  /** A six-digit area code (GB/T 2260). */
  value?: string | null;
  onChange?(code: string | undefined): void;
  /** The deepest level to pick: 1 province, 2 city, 3 county (default). */
  maxLevel?: 1 | 2 | 3;
  /** Accept a province or city too, not only the deepest level. */
  changeOnSelect?: boolean;
  placeholder?: string;
  disabled?: boolean;
  style?: React.CSSProperties;
  "data-testid"?: string;
}

/**
 * Picks a province / city / county, loading each level when opened; the value is the area code.
 * An initial value is expanded to its full path (selAreaById) so it shows as 省 / 市 / 县.
 */
export function AreaCascader({ value, onChange, maxLevel = 3, changeOnSelect, placeholder, disabled, style, ...rest }: AreaCascaderProps) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<AreaOpt[]>([]);
  const [path, setPath] = useState<string[]>([]);

  useEffect(() => {
    let live = true;
    void loadAreas().then((rows) => live && setOptions((cur) => (cur.length ? cur : toOpts(rows, maxLevel))));
    return () => {
      live = false;
    };
  }, [maxLevel]);

  // Expand an outside value (e.g. a saved address) to its path, loading the levels on the way.
  useEffect(() => {
    let live = true;
    if (!value) {
      setPath([]);
      return;
    }
    if (pathIn(options, value).length) {
      setPath(pathIn(options, value));
      return;
    }
    void (async () => {
      const info = await queryClient.fetchQuery({
        queryKey: [system.areaById.path, { id: value }],
        queryFn: () => api(system.areaById, { id: value }, { errBySelf: true }),
        staleTime: 60 * 60_000,
      });
      const codes = info.path.map((a) => a.code).slice(0, maxLevel);
      let tree = toOpts(await loadAreas(), maxLevel);
      for (let i = 0; i < codes.length - 1; i++) tree = withChildren(tree, codes.slice(0, i + 1), toOpts(await loadAreas(codes[i]), maxLevel));
      if (live) {
        setOptions(tree);
        setPath(codes);
      }
    })().catch(() => undefined);
    return () => {
      live = false;
    };
    // The option tree is read here, not followed: following it would re-run after every expansion.
  }, [value, maxLevel]);

  return (
    <Cascader<AreaOpt>
      {...rest}
      style={{ width: "100%", ...style }}
      options={options}
      value={path}
      disabled={disabled}
      changeOnSelect={changeOnSelect}
      placeholder={placeholder ?? t("kitEditors.picker.area")}
      loadData={async (selected) => {
        const target = selected.at(-1);
        if (!target) return;
        const rows = await loadAreas(target.value);
        setOptions((cur) => withChildren(cur, selected.map((o) => o.value), toOpts(rows, maxLevel)));
      }}
      onChange={(p) => {
        const codes = (p ?? []) as string[];
        setPath(codes);
        onChange?.(codes.at(-1));
      }}
    />
  );
}
