import { system, type Area } from "@qinlian/contract";
import { Cascader } from "antd";
import { AriaRequiredBox, fieldAriaOf } from "./FieldSelect";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../api";
import { queryClient } from "../app/query";
import "./texts";

interface AreaOption {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: AreaOption[];
}

/** Children of an area (provinces when `parentCode` is empty), cached for the session: areas do not change. */
export function loadAreas(parentCode?: string): Promise<Area[]> {
  const input = parentCode ? { parentCode } : {};
  return queryClient.fetchQuery({
    queryKey: [system.areas.path, input],
    queryFn: () => api(system.areas, input),
    staleTime: Infinity,
  });
}

/** Province → city → county codes of an area code, from the code itself (GB/T 2260). */
export function areaPath(code: string): string[] {
  return [...new Set([`${code.slice(0, 2)}0000`, `${code.slice(0, 4)}00`, code])];
}

export interface AreaCascaderProps {
  /** The chosen area code (a Form.Item value): at `depth` level, e.g. a county's code for depth 3. */
  value?: string | null;
  onChange?: (code: string | null, names: string[]) => void;
  /** How deep the choice goes: 1 province, 2 city, 3 county (default). */
  depth?: 1 | 2 | 3;
  /** Allow choosing a level above `depth` (e.g. a search filter "all of 山东省"). */
  changeOnSelect?: boolean;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  style?: React.CSSProperties;
  /** The input's id (a Form.Item passes its field id, so the item's label names the picker). */
  id?: string;
  /** An accessible name, for a picker without a Form.Item label. */
  "aria-label"?: string;
  /** A required Form.Item's (put on the picker's combobox). */
  "aria-required"?: boolean;
  "data-testid"?: string;
}

/**
 * Province → city → county picker fed by the area calls, loading each level when opened. The value
 * is one area code; an initial value's path is loaded so the picker shows its names.
 */
export function AreaCascader({ value, onChange, depth = 3, changeOnSelect, placeholder, disabled, allowClear = true, style, ...rest }: AreaCascaderProps) {
  const { t } = useTranslation();
  const [kids, setKids] = useState<Record<string, Area[]>>({});
  const [failed, setFailed] = useState(false);
  const addKids = (key: string, list: Area[]) => setKids((k) => ({ ...k, [key]: list }));

  useEffect(() => {
    loadAreas().then((l) => addKids("", l), () => setFailed(true));
  }, []);

  const path = useMemo(() => (value && /^\d{6}$/.test(value) ? areaPath(value).slice(0, depth) : []), [value, depth]);

  useEffect(() => {
    for (const parent of path.slice(0, -1)) {
      if (!kids[parent]) loadAreas(parent).then((l) => addKids(parent, l), () => setFailed(true));
    }
  }, [path, kids]);

  const options = useMemo(() => {
    // a city without counties (东莞市) loads no children: it is a leaf, chosen as the county
    const build = (parent: string, level: number): AreaOption[] | undefined =>
      kids[parent]?.map((a) => ({
        value: a.code,
        label: a.name,
        isLeaf: level >= depth || kids[a.code]?.length === 0,
        children: level < depth && kids[a.code]?.length !== 0 ? build(a.code, level + 1) : undefined,
      }));
    return build("", 1) ?? [];
  }, [kids, depth]);

  const loadData = (selected: AreaOption[]) => {
    const last = selected[selected.length - 1];
    if (kids[last.value]) return;
    loadAreas(last.value).then(
      (l) => {
        addKids(last.value, l);
        // nothing under it (a city without counties): the click chose it
        if (!l.length && !changeOnSelect) onChange?.(last.value, selected.map((o) => o.label));
      },
      () => setFailed(true),
    );
  };

  // on a phone the columns share the screen's width (antd's are 111 px at least, wider with long names),
  // so three levels open side by side never run off the screen
  const columnStyle = useMemo(() => {
    const width = typeof window === "undefined" ? 1024 : window.innerWidth;
    // border-box: antd's menu padding inside the width; 72 px: the page's margins and the popup's own
    return width < 576 ? { minWidth: 0, boxSizing: "border-box" as const, width: Math.floor((width - 72) / depth), whiteSpace: "normal" as const } : undefined;
  }, [depth]);

  return (
    <AriaRequiredBox {...fieldAriaOf(rest)}>
      <Cascader<AreaOption>
        popupMenuColumnStyle={columnStyle}
        id={rest.id}
        aria-label={rest["aria-label"]}
        data-testid={rest["data-testid"]}
        style={style}
        options={options}
        loadData={loadData}
        value={path}
        changeOnSelect={changeOnSelect}
        disabled={disabled}
        allowClear={allowClear}
        status={failed ? "warning" : undefined}
        placeholder={failed ? t("kit.area.loadFailed") : (placeholder ?? t("kit.area.placeholder"))}
        showSearch={false}
        onChange={(codes, picked) => {
          const list = codes ?? [];
          const code = list.length ? list[list.length - 1] : null;
          const leaf = (picked ?? []).at(-1)?.isLeaf ?? false;
          if (code && !changeOnSelect && list.length < depth && !leaf) return;
          onChange?.(code, (picked ?? []).map((o) => o.label));
        }}
      />
    </AriaRequiredBox>
  );
}
