import { file, signHeaders, type Envelope, type UploadedFile } from "@qinlian/contract";
import { UploadOutlined } from "@ant-design/icons";
import { App, Button, Image, Space, Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { clientConfig } from "../../../api/config";
import "./texts";

const fresh = () => {
  const c = clientConfig();
  // Multipart bodies are signed as an empty body (the server checks the same).
  return signHeaders(c.appCode, c.publicKey, "") as unknown as Record<string, string>;
};

/**
 * The business licence image: uploads to the image call (signed; the ticket cookie goes along) and
 * keeps the returned file id as the form value.
 */
export function LicenceUpload(props: { value?: string; onChange?: (fileId: string) => void; initialUrl?: string | null }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [url, setUrl] = useState(props.initialUrl ?? null);
  const [headers, setHeaders] = useState(fresh);
  const [busy, setBusy] = useState(false);
  return (
    <Space align="start">
      {url && <Image src={url} width={96} alt="licence" />}
      <Upload<Envelope<UploadedFile>>
        accept="image/jpeg,image/png"
        action={file.uploadImage.path}
        headers={headers}
        withCredentials
        showUploadList={false}
        beforeUpload={async () => {
          // a fresh timestamp per upload (signatures are valid for a few minutes only)
          setHeaders(fresh());
          await new Promise((r) => setTimeout(r, 0));
          return true;
        }}
        onChange={({ file: f }) => {
          if (f.status === "uploading") setBusy(true);
          if (f.status === "error") {
            setBusy(false);
            void message.error(f.response?.msg ?? String(f.error ?? ""));
          }
          if (f.status === "done" && f.response) {
            setBusy(false);
            if (f.response.code !== "0") {
              void message.error(f.response.msg);
              return;
            }
            setUrl(f.response.data.url);
            props.onChange?.(f.response.data.fileId);
          }
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
