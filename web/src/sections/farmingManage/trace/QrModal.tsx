import { farmTrace, type FarmTraceView } from "@qinlian/contract";
import { App, Button, Modal, Space, Typography } from "antd";
import { useCall } from "../../../api";
import { LoadFailed } from "../../../kit/LoadFailed";
import { useTraceTexts } from "./texts";

/** Saves `blob` as a file named `name`. */
function saveBlob(blob: Blob, name: string) {
  const a = document.createElement("a");
  a.href = URL.createObjectURL(blob);
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

/** The SVG drawn on a white square canvas of `size` px, as PNG. */
function svgToPng(svg: string, size: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => {
      const canvas = document.createElement("canvas");
      canvas.width = size;
      canvas.height = size;
      const g = canvas.getContext("2d");
      if (!g) return reject(new Error("no canvas"));
      g.fillStyle = "#fff";
      g.fillRect(0, 0, size, size);
      g.imageSmoothingEnabled = false;
      g.drawImage(img, 0, 0, size, size);
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("no png"))), "image/png");
    };
    img.onerror = () => reject(new Error("bad svg"));
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  });
}

/** A published trace's QR code (the server's SVG of the public URL): open, copy, download SVG or PNG. */
export function QrModal({ trace, onClose }: { trace: FarmTraceView; onClose: () => void }) {
  const { d } = useTraceTexts();
  const { message } = App.useApp();
  const q = useCall(farmTrace.selQrCode, { id: trace.id, origin: window.location.origin });
  const file = `trace-${trace.code ?? trace.id}`;
  return (
    <Modal open title={d("qrTitle")} onCancel={onClose} footer={null} width={420} destroyOnHidden>
      <div style={{ textAlign: "center" }} data-testid="trace-qr-modal">
        <Typography.Paragraph strong style={{ marginBottom: 4 }}>
          {trace.productName}
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">{d("qrHelp")}</Typography.Paragraph>
        {q.isError ? (
          <LoadFailed onRetry={() => void q.refetch()} />
        ) : q.data ? (
          <>
            <div
              role="img"
              aria-label={d("qr")}
              style={{ width: 220, height: 220, margin: "0 auto", maxWidth: "100%" }}
              // the server's SVG (qrcode's output: a path only)
              dangerouslySetInnerHTML={{ __html: q.data.svg }}
            />
            <Typography.Paragraph copyable={{ text: q.data.url, onCopy: () => void message.success(d("copied")) }} style={{ wordBreak: "break-all", marginTop: 8 }} data-testid="trace-qr-url">
              {q.data.url}
            </Typography.Paragraph>
            <Space wrap style={{ justifyContent: "center" }}>
              <Button href={q.data.url} target="_blank" rel="noopener">
                {d("openPage")}
              </Button>
              <Button onClick={() => saveBlob(new Blob([q.data.svg], { type: "image/svg+xml" }), `${file}.svg`)} data-testid="trace-qr-svg">
                {d("downloadSvg")}
              </Button>
              <Button
                type="primary"
                data-testid="trace-qr-png"
                onClick={() =>
                  void svgToPng(q.data.svg, 1024)
                    .then((b) => saveBlob(b, `${file}.png`))
                    .catch(() => void message.error("PNG"))
                }
              >
                {d("downloadPng")}
              </Button>
            </Space>
          </>
        ) : (
          <div style={{ height: 220 }} aria-busy="true" />
        )}
      </div>
    </Modal>
  );
}
