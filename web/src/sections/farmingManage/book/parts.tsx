import { bookCategories, bookCategoryInfo, farmLand, farmRecord, type BookCategory, type BookDirection, type DiseaseNode } from "@qinlian/contract";
import { Select, TreeSelect, type SelectProps } from "antd";
import { useCall } from "../../../api";
import { useBookTexts } from "./texts";

/** A category's name in the reader's language. */
export function useCategoryName() {
  const { lang } = useBookTexts();
  return (c: BookCategory | null | undefined) => (c ? (lang.startsWith("en") ? bookCategoryInfo[c].en : bookCategoryInfo[c].zh) : "");
}

/** The categories one may book in a direction (all when none given). */
export function useCategoryOptions(direction?: BookDirection) {
  const name = useCategoryName();
  return bookCategories.filter((c) => !direction || bookCategoryInfo[c].directions.includes(direction)).map((c) => ({ value: c, label: name(c) }));
}

/** The current farm's plots. */
export function PlotSelect(props: SelectProps<string>) {
  const plots = useCall(farmLand.selListByParam, {});
  return (
    <Select<string>
      showSearch
      optionFilterProp="label"
      loading={plots.isLoading}
      options={(plots.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
      popupMatchSelectWidth={false}
      {...props}
    />
  );
}

/** The current farm's batches (newest first). */
export function BatchSelect(props: SelectProps<string>) {
  const batches = useCall(farmRecord.selBatchPage, { pageNum: 1, pageSize: 100 });
  return (
    <Select<string>
      showSearch
      optionFilterProp="label"
      loading={batches.isLoading}
      options={(batches.data?.list ?? []).map((b) => ({ value: b.id, label: `${b.name} · ${b.placeName}` }))}
      popupMatchSelectWidth={false}
      {...props}
    />
  );
}

/** The disease classification as a tree (leaves and groups may be picked). */
export function DiseaseSelect(props: { value?: string; onChange?: (v: string) => void; placeholder?: string; "aria-label"?: string; status?: "error" }) {
  const { lang } = useBookTexts();
  const tree = useCall(farmRecord.selDiseaseClassifyList, {});
  const en = lang.startsWith("en");
  interface Node {
    value: string;
    title: string;
    children: Node[];
  }
  const node = (n: DiseaseNode): Node => ({ value: n.code, title: en ? n.nameEn : n.name, children: n.children.map(node) });
  return (
    <TreeSelect
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll={false}
      loading={tree.isLoading}
      treeData={(tree.data ?? []).map(node)}
      style={{ width: "100%" }}
      popupMatchSelectWidth={false}
      {...props}
    />
  );
}
