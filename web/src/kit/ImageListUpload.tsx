import { file as fileCalls } from "@qinlian/contract";
import { PlusOutlined } from "@ant-design/icons";
import { App, Image, Upload, type UploadFile } from "antd";
import { useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { upload } from "../api/upload";
import { fieldAria, UPLOAD_FIELD_CLASS, UploadFieldStyle, type FieldAria } from "./ImageUpload";
import "./editors.texts";
import "./texts";

export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"];
export const IMAGE_MAX_MB = 5;

/** Why a picked file is refused before uploading ("type" | "size"), or null when it may go. */
export function imageRefusal(f: { type: string; size: number }, maxMb = IMAGE_MAX_MB): "type" | "size" | null {
  if (!IMAGE_TYPES.includes(f.type)) return "type";
  if (f.size > maxMb * 1024 * 1024) return "size";
  return null;
}

export interface ImageListUploadProps extends FieldAria {
  /** Uploaded image URLs, in order (the first is the main image). */
  value?: string[];
  onChange?: (urls: string[]) => void;
  max?: number;
  disabled?: boolean;
  "data-testid"?: string;
}

/**
 * Several images (goods pictures): each picked file is checked and uploaded at once through the
 * shared uploader (api/upload); the value is the list of URLs, the first marked as the main image.
 * One image (logo, licence) is the kit's ImageUpload. As a Form.Item's control its file input is
 * the focusable field, named by the item's label and marked required / invalid (UploadFieldStyle).
 */
export function ImageListUpload({ value, onChange, max = 9, disabled, ...rest }: ImageListUploadProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const urls = value ?? [];
  // Several files may finish in any order: each appends to the latest list, not the one it started with.
  const latest = useRef(urls);
  useLayoutEffect(() => {
    latest.current = urls;
  });
  const [uploading, setUploading] = useState<UploadFile[]>([]);
  const [preview, setPreview] = useState<string | null>(null);
  const done: UploadFile[] = urls.map((url, i) => ({ uid: url, name: i === 0 ? t("kitEditors.upload.main") : (url.split("/").at(-1) ?? url), status: "done", url }));
  return (
    <div data-testid={rest["data-testid"]} className={UPLOAD_FIELD_CLASS}>
      <UploadFieldStyle />
      <Upload
        {...fieldAria(rest)}
        aria-label={rest.id ? undefined : t("kit.upload.choose")}
        listType="picture-card"
        accept={IMAGE_TYPES.join(",")}
        multiple={max > 1}
        disabled={disabled}
        fileList={[...done, ...uploading]}
        beforeUpload={(f) => {
          const why = imageRefusal(f);
          if (why) {
            void message.error(why === "type" ? t("kit.upload.notImage") : t("kit.upload.tooLarge", { mb: IMAGE_MAX_MB }));
            return Upload.LIST_IGNORE;
          }
          if (urls.length + uploading.length >= max) {
            void message.error(t("kitEditors.upload.tooMany", { max }));
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          const f = file as File & { uid: string };
          setUploading((u) => [...u, { uid: f.uid, name: f.name, status: "uploading" }]);
          upload(fileCalls.uploadImage, f, f.name)
            .then((res) => {
              setUploading((u) => u.filter((x) => x.uid !== f.uid));
              latest.current = [...latest.current, res.url].slice(0, max);
              onChange?.(latest.current);
              onSuccess?.(res);
            })
            .catch((e: Error) => {
              setUploading((u) => u.filter((x) => x.uid !== f.uid));
              onError?.(e);
            });
        }}
        onRemove={(f) => {
          onChange?.(urls.filter((u) => u !== f.url));
          return false;
        }}
        onPreview={(f) => setPreview(f.url ?? null)}
      >
        {urls.length + uploading.length >= max ? null : (
          <div>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{t("kit.upload.choose")}</div>
          </div>
        )}
      </Upload>
      {preview && <Image style={{ display: "none" }} src={preview} preview={{ visible: true, onVisibleChange: (v) => !v && setPreview(null) }} />}
    </div>
  );
}
