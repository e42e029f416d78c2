import { system } from "@qinlian/contract";
import { Cascader } from "antd";
import { useEffect, useState } from "react";
import { api } from "../../api";

interface Opt {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: Opt[];
}

const toOpt = (a: { code: string; name: string; level: number }): Opt => ({ value: a.code, label: a.name, isLeaf: a.level >= 3 });

/** Province / city / county picker over the platform's area codes, loading each level on demand. */
export function AreaCascader(props: { value?: string[]; onChange?: (v: string[]) => void; placeholder?: string; id?: string }) {
  const [options, setOptions] = useState<Opt[]>([]);
  useEffect(() => {
    api(system.areas, {}, { errBySelf: true }).then((list) => setOptions(list.map(toOpt)), () => undefined);
  }, []);
  const loadData = async (path: Opt[]) => {
    const target = path[path.length - 1];
    const children = await api(system.areas, { parentCode: target.value }, { errBySelf: true }).catch(() => []);
    target.children = children.map(toOpt);
    if (!children.length) target.isLeaf = true;
    setOptions((o) => [...o]);
  };
  return (
    <Cascader
      id={props.id}
      options={options}
      loadData={(p) => void loadData(p as Opt[])}
      value={props.value}
      onChange={(v) => props.onChange?.((v ?? []) as string[])}
      placeholder={props.placeholder}
      changeOnSelect={false}
      data-testid="area-cascader"
    />
  );
}
