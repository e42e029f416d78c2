import { PictureOutlined } from "@ant-design/icons";
import { file as fileCalls } from "@qinlian/contract";
import { App, Button, Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { IMAGE_MAX_MB, IMAGE_TYPES, imageRefusal } from "./ImageUpload";
import { uploadFile } from "./upload";
import "./editors.texts";

/** A small button that uploads one image and hands its URL over (e.g. into a rich text). */
export function UploadImageButton({ onUploaded }: { onUploaded(url: string): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Upload
      accept={IMAGE_TYPES.join(",")}
      showUploadList={false}
      beforeUpload={(f) => {
        const why = imageRefusal(f);
        if (why) void message.error(why === "type" ? t("kitEditors.upload.badType") : t("kitEditors.upload.tooBig", { max: IMAGE_MAX_MB }));
        return why ? Upload.LIST_IGNORE : true;
      }}
      customRequest={({ file }) => {
        setBusy(true);
        uploadFile(fileCalls.uploadImage, file as File, { errBySelf: true })
          .then((r) => onUploaded(r.url))
          .catch((e: Error) => void message.error(t("kitEditors.upload.failed", { msg: e.message })))
          .finally(() => setBusy(false));
      }}
    >
      <Button size="small" type="text" icon={<PictureOutlined />} loading={busy}>
        {t("kitEditors.upload.add")}
      </Button>
    </Upload>
  );
}
