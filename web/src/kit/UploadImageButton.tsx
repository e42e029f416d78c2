import { PictureOutlined } from "@ant-design/icons";
import { file as fileCalls } from "@qinlian/contract";
import { App, Button, Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { upload } from "../api/upload";
import { IMAGE_MAX_MB, IMAGE_TYPES, imageRefusal } from "./ImageListUpload";
import "./texts";

/** A small button that uploads one image and hands its URL over (e.g. into a rich text). */
export function UploadImageButton({ onUploaded }: { onUploaded: (url: string) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Upload
      accept={IMAGE_TYPES.join(",")}
      showUploadList={false}
      beforeUpload={(f) => {
        const why = imageRefusal(f);
        if (why) void message.error(why === "type" ? t("kit.upload.notImage") : t("kit.upload.tooLarge", { mb: IMAGE_MAX_MB }));
        return why ? Upload.LIST_IGNORE : true;
      }}
      customRequest={({ file }) => {
        setBusy(true);
        upload(fileCalls.uploadImage, file as File, (file as File).name)
          .then((r) => onUploaded(r.url))
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      <Button size="small" type="text" icon={<PictureOutlined />} loading={busy}>
        {t("kit.upload.choose")}
      </Button>
    </Upload>
  );
}
