import { file } from "@qinlian/contract";
import { UploadOutlined } from "@ant-design/icons";
import { Button, Image, Space, Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { uploadFile } from "../../../api/upload";
import "./texts";

/**
 * The business licence image: uploaded through the image call (signed, with the error catalogue)
 * and kept as the form value by its file id.
 */
export function LicenceUpload(props: { value?: string; onChange?: (fileId: string) => void; initialUrl?: string | null }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState(props.initialUrl ?? null);
  const [busy, setBusy] = useState(false);
  return (
    <Space align="start">
      {url && <Image src={url} width={96} alt={t("setupOrg.info.licence")} />}
      <Upload
        accept="image/jpeg,image/png"
        showUploadList={false}
        customRequest={({ file: f, onSuccess, onError }) => {
          const blob = f as File;
          setBusy(true);
          uploadFile(file.uploadImage, blob, blob.name).then(
            (r) => {
              setBusy(false);
              setUrl(r.url);
              props.onChange?.(r.fileId);
              onSuccess?.(r);
            },
            (e: Error) => {
              setBusy(false);
              onError?.(e);
            },
          );
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy} data-testid="licence-upload">
          {busy ? t("setupOrg.edit.uploading") : t("setupOrg.edit.uploadLicence")}
        </Button>
      </Upload>
      <span style={{ color: "#999", fontSize: 12, lineHeight: "32px" }}>{t("setupOrg.edit.licenceHint")}</span>
    </Space>
  );
}
