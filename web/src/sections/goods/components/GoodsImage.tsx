import { PictureOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import "../texts";

/** A goods picture in a fixed square, or a placeholder when there is none. */
export function GoodsImage({ src, alt, size }: { src: string | null; alt: string; size: number | string }) {
  const { t } = useTranslation();
  const box = { width: size, height: typeof size === "number" ? size : "auto", aspectRatio: "1 / 1", borderRadius: 4, background: "#fafafa" } as const;
  return src ? (
    <img src={src} alt={alt} loading="lazy" style={{ ...box, objectFit: "cover", display: "block" }} />
  ) : (
    <div style={{ ...box, display: "flex", flexDirection: "column", alignItems: "center", justifyContent: "center", color: "#595959" }}>
      <PictureOutlined style={{ fontSize: 32, color: "#bfbfbf" }} aria-hidden />
      <span style={{ fontSize: 12 }}>{t("goods.tile.noImage")}</span>
    </div>
  );
}
