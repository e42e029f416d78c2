import { file as fileCalls, type CallDef, type UploadedFile } from "@qinlian/contract";
import { LoadingOutlined, PlusOutlined } from "@ant-design/icons";
import { App, Upload } from "antd";
import type { UploadProps } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useUpload } from "../api/upload";
import "./texts";

/**
 * What a Form.Item hands its control: the id its label points at and the item's ARIA states
 * (`aria-required` for a required rule, `aria-invalid` while it shows an error, `aria-describedby` for
 * the error text). The uploads put them on their file input (rc-upload passes `id` and `aria-*` to it).
 */
export interface FieldAria {
  id?: string;
  "aria-required"?: boolean | "true" | "false";
  "aria-invalid"?: boolean | "true" | "false";
  "aria-describedby"?: string;
}

/** The Form.Item's id and ARIA states out of a control's props (only those given). */
export function fieldAria(p: FieldAria): FieldAria {
  const out: FieldAria = {};
  if (p.id) out.id = p.id;
  for (const k of ["aria-required", "aria-invalid", "aria-describedby"] as const) if (p[k] !== undefined) (out as Record<string, unknown>)[k] = p[k];
  return out;
}

/** The class that makes an upload's file input its focusable, announced control (see `UploadFieldStyle`). */
export const UPLOAD_FIELD_CLASS = "ql-upload-field";

const UPLOAD_FIELD_CSS = `
.${UPLOAD_FIELD_CLASS} .ant-upload-select > .ant-upload { position: relative; }
.${UPLOAD_FIELD_CLASS} .ant-upload-select input[type="file"] {
  display: block !important; position: absolute; inset: 0; width: 100%; height: 100%;
  margin: 0; padding: 0; opacity: 0; cursor: pointer; font-size: 0;
}
.${UPLOAD_FIELD_CLASS} .ant-upload-select input[type="file"]:disabled { cursor: not-allowed; }
.${UPLOAD_FIELD_CLASS} .ant-upload-select:has(input[type="file"]:focus-visible) { outline: 2px solid #1677ff; outline-offset: 2px; }
.${UPLOAD_FIELD_CLASS} .ant-upload-select:has(input[aria-invalid="true"]) { border-color: #ff4d4f !important; }
`;

/**
 * antd's picture-card upload hides its file input (display: none) and has nothing focusable of its own:
 * no keyboard way in, and a Form.Item's required/invalid state reaches no one. Under
 * `UPLOAD_FIELD_CLASS` the input lies transparent over the card instead: it takes the clicks and the
 * focus (a ring round the card), is named by the item's label (its id) and carries `aria-required`
 * and `aria-invalid`, which ARIA allows on a file input (not on a button); outside a Form.Item (no
 * id for a label to point at) it is named by the upload's own text. One style element for the page
 * (React hoists and de-duplicates it by href).
 */
export function UploadFieldStyle() {
  return (
    <style href="qinlian-upload-field" precedence="default">
      {UPLOAD_FIELD_CSS}
    </style>
  );
}

export interface ImageUploadProps extends FieldAria {
  /** The image URL (a Form.Item value); null or undefined when there is none. */
  value?: string | null;
  onChange?: (url: string | null) => void;
  /** The whole upload result (file id, URL, size…), for fields that keep the file id. */
  onUploaded?: (file: UploadedFile) => void;
  /** The upload call (default: the image upload). */
  call?: CallDef;
  /** Largest file accepted before sending, in MB (the server checks too). */
  maxMb?: number;
  /** Accepted types for the file picker. */
  accept?: string;
  /** Text under the plus sign. */
  label?: string;
  disabled?: boolean;
  "data-testid"?: string;
}

/**
 * One image picked, checked (type and size) and uploaded at once; the field's value is the URL the
 * server returns. For avatars, logos, licences, goods pictures.
 */
export function ImageUpload({ value, onChange, onUploaded, call = fileCalls.uploadImage, maxMb = 5, accept = "image/jpeg,image/png,image/gif,image/webp", label, disabled, ...rest }: ImageUploadProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const up = useUpload(call);
  const beforeUpload: UploadProps["beforeUpload"] = (f) => {
    if (!f.type.startsWith("image/")) {
      void message.error(t("kit.upload.notImage"));
      return Upload.LIST_IGNORE;
    }
    if (f.size > maxMb * 1024 * 1024) {
      void message.error(t("kit.upload.tooLarge", { mb: maxMb }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };
  const customRequest: UploadProps["customRequest"] = ({ file, onSuccess, onError }) => {
    const f = file as File;
    up.mutateAsync({ file: f, filename: f.name }).then(
      (res) => {
        onChange?.((res as UploadedFile).url);
        onUploaded?.(res as UploadedFile);
        onSuccess?.(res);
      },
      (e: Error) => onError?.(e),
    );
  };
  const choose = label ?? t("kit.upload.choose");
  return (
    <div data-testid={rest["data-testid"]} className={UPLOAD_FIELD_CLASS}>
      <UploadFieldStyle />
      <Upload
        {...fieldAria(rest)}
        aria-label={rest.id ? undefined : choose}
        listType="picture-card"
        accept={accept}
        maxCount={1}
        disabled={disabled}
        showUploadList={{ showPreviewIcon: false }}
        fileList={value ? [{ uid: value, name: value.split("/").pop() ?? "image", status: "done", url: value }] : []}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onRemove={() => {
          onChange?.(null);
          return true;
        }}
      >
        {value ? null : (
          <div>
            {up.isPending ? <LoadingOutlined /> : <PlusOutlined />}
            <div style={{ marginTop: 8 }}>{choose}</div>
          </div>
        )}
      </Upload>
    </div>
  );
}

/**
 * An image field whose form value is the uploaded file's id (e.g. a business licence the server looks
 * up by id); `initialUrl` shows the current image when editing.
 */
export function ImageFileIdUpload({
  value,
  onChange,
  initialUrl,
  ...rest
}: Omit<ImageUploadProps, "value" | "onChange" | "onUploaded"> & { value?: string | null; onChange?: (fileId: string | null) => void; initialUrl?: string | null }) {
  const [url, setUrl] = useState<string | null>(initialUrl ?? null);
  return (
    <ImageUpload
      {...rest}
      value={value ? url : null}
      onChange={(u) => {
        setUrl(u);
        if (!u) onChange?.(null);
      }}
      onUploaded={(f) => onChange?.(f.fileId)}
    />
  );
}
