import { system, type CategoryNode } from "@qinlian/contract";
import { Cascader, TreeSelect } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useCall } from "../api";
import { pick } from "../i18n";
import { AriaRequiredBox, fieldAriaOf, omitAriaRequired } from "./FieldSelect";
import "./editors.texts";

/** The ids from the root down to `id` (empty when not in the tree). */
export function categoryPath(tree: CategoryNode[], id: string | null | undefined): string[] {
  if (!id) return [];
  for (const n of tree) {
    if (n.id === id) return [n.id];
    const sub = categoryPath(n.children, id);
    if (sub.length) return [n.id, ...sub];
  }
  return [];
}

/** Whether `id` is one of `scope` or below one of them (a shop's business scope holds level 1 or 2 ids). */
export function inScope(tree: CategoryNode[], id: string, scope: readonly string[] | undefined): boolean {
  if (!scope) return true;
  return categoryPath(tree, id).some((x) => scope.includes(x));
}

/** The tree cut down to the branches a scope allows (ancestors of allowed nodes stay as the way there). */
export function scopedTree(tree: CategoryNode[], scope: readonly string[] | undefined): CategoryNode[] {
  if (!scope) return tree;
  return tree
    .map((n) => (scope.includes(n.id) ? n : { ...n, children: scopedTree(n.children, scope) }))
    .filter((n) => scope.includes(n.id) || n.children.length > 0);
}

/** The platform category tree, cached for the session (it changes only with a release). */
export function useCategoryTree() {
  return useCall(system.categoryTree, { depth: 3 }, { staleTime: 30 * 60_000 });
}

interface Opt {
  value: string;
  label: string;
  isLeaf: boolean;
  disabled?: boolean;
  children?: Opt[];
}

export interface CategoryCascaderProps {
  value?: string | null;
  onChange?: (id: string | undefined) => void;
  /** Only these branches (level 1 or 2 ids) and what is below them. */
  scope?: readonly string[];
  /** "leaf": only level-3 leaves; "level2": a level-2 or deeper category (the goods rule); "any". */
  selectable?: "leaf" | "level2" | "any";
  placeholder?: string;
  disabled?: boolean;
  style?: React.CSSProperties;
  /** The input's id (a Form.Item passes its field id, so the item's label names the picker). */
  id?: string;
  "aria-label"?: string;
  "data-testid"?: string;
}

/** Picks one platform category from the three-level tree; the value is the category id. */
export function CategoryCascader({ value, onChange, scope, selectable = "any", placeholder, disabled, style, ...rest }: CategoryCascaderProps) {
  const { t, i18n } = useTranslation();
  const tree = useCategoryTree();
  const options = useMemo(() => {
    const toOpt = (n: CategoryNode): Opt => ({
      value: n.id,
      label: pick({ zh: n.name, en: n.nameEn ?? n.name }, i18n.language),
      isLeaf: !n.children.length,
      children: n.children.length ? n.children.map(toOpt) : undefined,
    });
    return scopedTree(tree.data ?? [], scope).map(toOpt);
  }, [tree.data, scope, i18n.language]);
  const changeOnSelect = selectable !== "leaf";
  return (
    <AriaRequiredBox {...fieldAriaOf(rest)}>
      <Cascader<Opt>
        {...omitAriaRequired(rest)}
        style={{ width: "100%", ...style }}
        options={options}
        loading={tree.isLoading}
        disabled={disabled}
        value={categoryPath(tree.data ?? [], value)}
        changeOnSelect={changeOnSelect}
        showSearch={{ filter: (input, path) => path.some((o) => o.label.toLowerCase().includes(input.toLowerCase())) }}
        placeholder={placeholder ?? t("kitEditors.picker.category")}
        onChange={(path) => {
          const ids = path ?? [];
          if (selectable === "level2" && ids.length < 2) return onChange?.(undefined);
          onChange?.(ids.at(-1));
        }}
      />
    </AriaRequiredBox>
  );
}

export interface CategoryScopeSelectProps {
  value?: string[];
  onChange?: (ids: string[]) => void;
  placeholder?: string;
  disabled?: boolean;
  /** The input's id (a Form.Item passes its field id, so the item's label names the picker). */
  id?: string;
  "aria-label"?: string;
  "data-testid"?: string;
}

/**
 * Picks a business scope: level-1 and level-2 categories, checkable. Checking a whole level-1
 * branch keeps just that level-1 id (it covers everything below).
 */
export function CategoryScopeSelect({ value, onChange, placeholder, disabled, ...rest }: CategoryScopeSelectProps) {
  const { t, i18n } = useTranslation();
  const tree = useCategoryTree();
  const data = useMemo(
    () =>
      (tree.data ?? []).map((l1) => ({
        value: l1.id,
        title: pick({ zh: l1.name, en: l1.nameEn ?? l1.name }, i18n.language),
        children: l1.children.map((l2) => ({ value: l2.id, title: pick({ zh: l2.name, en: l2.nameEn ?? l2.name }, i18n.language) })),
      })),
    [tree.data, i18n.language],
  );
  return (
    <AriaRequiredBox {...fieldAriaOf(rest)}>
      <TreeSelect
        {...omitAriaRequired(rest)}
        style={{ width: "100%" }}
        treeData={data}
        value={value}
        disabled={disabled}
        loading={tree.isLoading}
        treeCheckable
        showCheckedStrategy={TreeSelect.SHOW_PARENT}
        treeNodeFilterProp="title"
        showSearch
        allowClear
        // antd's placeholder grey is about 1.9 : 1 on white; this one reads (4.5 : 1)
        placeholder={<span style={{ color: "#767676" }}>{placeholder ?? t("kitEditors.picker.category")}</span>}
        onChange={(v: string[]) => onChange?.(v)}
      />
    </AriaRequiredBox>
  );
}
