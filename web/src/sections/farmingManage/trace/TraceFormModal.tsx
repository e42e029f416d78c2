import { farmRecord, farmTrace, traceSections, type FarmTraceView, type TraceSection } from "@qinlian/contract";
import { Form, Input, Modal, Switch } from "antd";
import { FieldSelect } from "../../../kit/FieldSelect";
import { CheckGroup } from "../../../kit/CheckGroup";
import { useState } from "react";
import { useCall } from "../../../api";
import { ImageUpload } from "../../../kit/ImageUpload";
import { useFormMutation } from "../../../kit/useFormMutation";
import { useTraceViewTexts } from "../../trace/texts";
import { useTraceTexts } from "./texts";

interface Values {
  batchId?: string;
  productName: string;
  description?: string;
  photoUrl?: string | null;
  sections: TraceSection[];
  publish: boolean;
}

/** Add (pick a batch, publish at once or not) or edit a trace's product and the parts shown. */
export function TraceFormModal({ trace, plotId, onClose, onSaved }: { trace: FarmTraceView | null; plotId?: string; onClose: () => void; onSaved: (t: FarmTraceView) => void }) {
  const { d } = useTraceTexts();
  const view = useTraceViewTexts();
  const [form] = Form.useForm<Values>();
  const [keyword, setKeyword] = useState("");
  const batches = useCall(farmRecord.selBatchPage, { pageNum: 1, pageSize: 50, keyword: keyword || undefined }, { enabled: !trace, placeholderData: (p) => p });
  const add = useFormMutation(farmTrace.add, { form });
  const update = useFormMutation(farmTrace.updById, { form });
  const options = (batches.data?.list ?? [])
    .filter((b) => !plotId || b.plotId === plotId)
    .map((b) => ({ value: b.id, label: `${b.name} · ${b.placeName}` }));

  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const fields = { productName: v.productName, description: v.description?.trim() || null, photoUrl: v.photoUrl ?? null, sections: v.sections };
    const saved = trace ? await update.submit({ id: trace.id, ...fields }) : await add.submit({ batchId: v.batchId!, publish: v.publish, ...fields });
    if (saved) onSaved(saved);
  };

  return (
    <Modal
      open
      title={trace ? d("formEdit") : d("formAdd")}
      onCancel={onClose}
      onOk={() => void save()}
      okText={trace ? d("save") : d("add")}
      cancelText={d("cancel")}
      confirmLoading={add.isPending || update.isPending}
      destroyOnHidden
      width={560}
      okButtonProps={{ "data-testid": "trace-form-ok" }}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={
          trace
            ? { productName: trace.productName, description: trace.description ?? "", photoUrl: trace.photoUrl, sections: trace.sections, publish: trace.published }
            : { sections: [...traceSections], publish: true }
        }
      >
        {!trace && (
          <Form.Item name="batchId" label={d("batchField")} rules={[{ required: true, message: d("choose", { field: d("batchField") }) }]}>
            <FieldSelect
              showSearch
              filterOption={false}
              onSearch={(s) => setKeyword(s.trim().slice(0, 40))}
              placeholder={d("batchPlaceholder")}
              options={options}
              loading={batches.isFetching}
              notFoundContent={batches.isFetching ? undefined : d("batchEmpty")}
              data-testid="trace-batch"
              onChange={(id: string) => {
                const b = batches.data?.list.find((x) => x.id === id);
                if (b && !form.getFieldValue("productName")) form.setFieldValue("productName", b.breed.slice(0, 40));
              }}
            />
          </Form.Item>
        )}
        <Form.Item name="productName" label={d("productName")} rules={[{ required: true, whitespace: true, message: d("required", { field: d("productName") }) }, { max: 40 }]}>
          <Input placeholder={d("productPlaceholder")} maxLength={40} data-testid="trace-product" />
        </Form.Item>
        <Form.Item name="description" label={d("description")} rules={[{ max: 500 }]}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        <Form.Item name="photoUrl" label={d("photo")}>
          <ImageUpload label={d("photo")} />
        </Form.Item>
        <Form.Item name="sections" label={d("sections")} extra={d("sectionsHelp")} rules={[{ required: true, type: "array", min: 1, message: d("choose", { field: d("sections") }) }]}>
          <CheckGroup options={traceSections.map((s) => ({ value: s, label: view.d(`sections.${s}`) }))} />
        </Form.Item>
        {!trace && (
          <Form.Item name="publish" label={d("publishNow")} valuePropName="checked">
            <Switch />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
