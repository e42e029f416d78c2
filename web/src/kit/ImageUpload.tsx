import { file as fileCalls } from "@qinlian/contract";
import { PlusOutlined } from "@ant-design/icons";
import { App, Image, Upload, type UploadFile } from "antd";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { uploadFile } from "./upload";
import "./editors.texts";

export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"];
export const IMAGE_MAX_MB = 5;

/** Why a picked file is refused before uploading ("type" | "size"), or null when it may go. */
export function imageRefusal(f: { type: string; size: number }, maxMb = IMAGE_MAX_MB): "type" | "size" | null {
  if (!IMAGE_TYPES.includes(f.type)) return "type";
  if (f.size > maxMb * 1024 * 1024) return "size";
  return null;
}

export interface ImageUploadProps {
  /** Uploaded image URLs, in order (the first is the main image). */
  value?: string[];
  onChange?(urls: string[]): void;
  max?: number;
  disabled?: boolean;
  "data-testid"?: string;
}

/**
 * Uploads images (JPEG, PNG, GIF, WebP up to 5 MB) through the image upload call; the value is
 * the list of their URLs. The first image is marked as the main one.
 */
export function ImageUpload({ value, onChange, max = 9, disabled, ...rest }: ImageUploadProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const urls = value ?? [];
  // Several files may finish in any order: each appends to the latest list, not the one it started with.
  const latest = useRef(urls);
  latest.current = urls;
  const [uploading, setUploading] = useState<UploadFile[]>([]);
  const [preview, setPreview] = useState<string | null>(null);
  const done: UploadFile[] = urls.map((url, i) => ({ uid: url, name: i === 0 ? t("kitEditors.upload.main") : url.split("/").at(-1) ?? url, status: "done", url }));
  return (
    <div data-testid={rest["data-testid"]}>
      <Upload
        listType="picture-card"
        accept={IMAGE_TYPES.join(",")}
        multiple={max > 1}
        disabled={disabled}
        fileList={[...done, ...uploading]}
        beforeUpload={(f) => {
          const why = imageRefusal(f);
          if (why) {
            void message.error(why === "type" ? t("kitEditors.upload.badType") : t("kitEditors.upload.tooBig", { max: IMAGE_MAX_MB }));
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
          uploadFile(fileCalls.uploadImage, f, { errBySelf: true })
            .then((res) => {
              setUploading((u) => u.filter((x) => x.uid !== f.uid));
              latest.current = [...latest.current, res.url].slice(0, max);
              onChange?.(latest.current);
              onSuccess?.(res);
            })
            .catch((e: Error) => {
              setUploading((u) => u.filter((x) => x.uid !== f.uid));
              void message.error(t("kitEditors.upload.failed", { msg: e.message }));
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
            <div style={{ marginTop: 8 }}>{t("kitEditors.upload.add")}</div>
          </div>
        )}
      </Upload>
      {preview && <Image style={{ display: "none" }} src={preview} preview={{ visible: true, onVisibleChange: (v) => !v && setPreview(null) }} />}
    </div>
  );
}

/** One image (logo, licence scan): the value is its URL or null. */
export function SingleImageUpload({ value, onChange, ...rest }: { value?: string | null; onChange?(url: string | null): void; disabled?: boolean; "data-testid"?: string }) {
  return <ImageUpload {...rest} max={1} value={value ? [value] : []} onChange={(urls) => onChange?.(urls[0] ?? null)} />;
}
