import { file as fileCalls, type CallDef, type UploadedFile } from "@qinlian/contract";
import { LoadingOutlined, PlusOutlined } from "@ant-design/icons";
import { App, Upload } from "antd";
import type { UploadProps } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useUpload } from "../api/upload";
import "./texts";

export interface ImageUploadProps {
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
  return (
    <div data-testid={rest["data-testid"]}>
      <Upload
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
            <div style={{ marginTop: 8 }}>{label ?? t("kit.upload.choose")}</div>
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
