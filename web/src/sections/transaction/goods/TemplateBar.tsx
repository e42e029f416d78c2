import { goods } from "@qinlian/contract";
import { useQueryClient } from "@tanstack/react-query";
import { App, Button, Form, Input, Modal, Popconfirm, Select, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCall } from "../../../api";
import { applyTemplate, templateContentOf, type GoodsFormValues } from "./goodsFormValues";
import { untilSettled } from "../../../kit/untilSettled";
import "./texts";
import { useFormMutation } from "../../../kit/useFormMutation";

/** Apply a saved goods template to the form, save the form as a template, delete templates. */
export function TemplateBar() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const form = Form.useFormInstance<GoodsFormValues>();
  const qc = useQueryClient();
  const list = useCall(goods.templateList, {});
  const save = useFormMutation(goods.templateSave);
  const del = useFormMutation(goods.templateDel);
  const [chosen, setChosen] = useState<string | undefined>();
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState("");
  const refresh = () => qc.invalidateQueries({ queryKey: [goods.templateList.path] });
  const tpl = list.data?.find((x) => x.id === chosen);
  const saveTemplate = async () => {
    const content = templateContentOf(form.getFieldsValue(true) as GoodsFormValues);
    const existing = list.data?.find((x) => x.name === name.trim());
    const res = await save.submit({ id: existing?.id, name: name.trim(), content });
    if (!res) return;
    await refresh();
    setNaming(false);
    void message.success(t("goodsSeller.tpl.saved"));
  };
  return (
    <Space wrap style={{ marginBottom: 16 }} data-testid="template-bar">
      <span>{t("goodsSeller.tpl.label")}</span>
      <Select style={{ width: 220 }} aria-label={t("goodsSeller.tpl.choose")} allowClear value={chosen} onChange={setChosen} loading={list.isLoading} placeholder={t("goodsSeller.tpl.choose")} options={(list.data ?? []).map((x) => ({ value: x.id, label: x.name }))} />
      <Button
        disabled={!tpl}
        onClick={() => {
          if (!tpl) return;
          form.setFieldsValue(applyTemplate(form.getFieldsValue(true) as GoodsFormValues, tpl.content));
          void message.success(t("goodsSeller.tpl.applied", { name: tpl.name }));
        }}
      >
        {t("goodsSeller.tpl.apply")}
      </Button>
      <Popconfirm title={t("goodsSeller.tpl.deleteConfirm")} disabled={!tpl} onConfirm={untilSettled(async () => tpl && (await del.submit({ id: tpl.id })) && (setChosen(undefined), refresh()))}>
        <Button danger disabled={!tpl}>
          {t("goodsSeller.tpl.delete")}
        </Button>
      </Popconfirm>
      <Button onClick={() => (setName(""), setNaming(true))}>{t("goodsSeller.tpl.save")}</Button>
      <Modal
        open={naming}
        title={t("goodsSeller.tpl.save")}
        confirmLoading={save.isPending}
        okButtonProps={{ disabled: !name.trim() || name.trim().length > 30 }}
        onCancel={() => setNaming(false)}
        onOk={() => void saveTemplate()}
      >
        <Input value={name} maxLength={30} onChange={(e) => setName(e.target.value)} placeholder={t("goodsSeller.tpl.namePh")} />
      </Modal>
    </Space>
  );
}
