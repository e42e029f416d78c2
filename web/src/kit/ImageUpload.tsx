import { file as fileCalls, type CallDef } from "@qinlian/contract";
import { LoadingOutlined, PlusOutlined } from "@ant-design/icons";
import { App, Upload } from "antd";
import type { UploadProps } from "antd";
import { useTranslation } from "react-i18next";
import { useUpload } from "../api/upload";
import "./texts";

export interface ImageUploadProps {
  /** The image URL (a Form.Item value); null or undefined when there is none. */
  value?: string | null;
  onChange?: (url: string | null) => void;
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
export function ImageUpload({ value, onChange, call = fileCalls.uploadImage, maxMb = 5, accept = "image/jpeg,image/png,image/gif,image/webp", label, disabled, ...rest }: ImageUploadProps) {
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
        onChange?.((res as { url: string }).url);
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
