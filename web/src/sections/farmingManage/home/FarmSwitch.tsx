import { manufacturer } from "@qinlian/contract";
import { App, Select } from "antd";
import { useCall } from "../../../api";
import { useFormMutation } from "../../../kit/useFormMutation";
import { queryClient } from "../../../app/query";
import { useWorkTexts } from "../work/texts";

/**
 * The default-farm switch (切换农场): the identity's farms; choosing one makes it the default, and every
 * farm screen then shows that farm. Sized for the farm home's header; it can sit in the member
 * centre's top bar as it is (a lead's choice: app/layouts is not this area's).
 */
export function FarmSwitch({ width = 220 }: { width?: number }) {
  const { d } = useWorkTexts();
  const { message } = App.useApp();
  const farms = useCall(manufacturer.farmSelListByParam, {}, { errBySelf: true });
  const upd = useFormMutation(manufacturer.farmUpdById);
  const list = farms.data ?? [];
  const current = list.find((m) => m.isDefault);
  if (list.length < 2) return null;
  const change = async (id: string) => {
    const m = list.find((x) => x.id === id);
    if (!m || m.isDefault || !(await upd.submit({ id, isDefault: true }))) return;
    void message.success(d("farm.switched", { name: m.name }));
    // every farm screen reads "the current farm": refetch them all
    await queryClient.invalidateQueries();
  };
  return (
    <Select
      value={current?.id}
      onChange={(v: string) => void change(v)}
      loading={upd.isPending}
      aria-label={d("home.switchFarm")}
      style={{ width, maxWidth: "100%" }}
      options={list.map((m) => ({ value: m.id, label: m.name }))}
      data-testid="farm-switch"
    />
  );
}
