import { Image, Space } from "antd";

/** A goods' main image and name, as list rows show them. */
export function GoodsThumb({ name, image, sub }: { name: string; image: string | null; sub?: React.ReactNode }) {
  return (
    <Space>
      {image ? <Image src={image} alt={name} width={48} height={48} style={{ objectFit: "cover" }} preview={false} /> : <div aria-hidden style={{ width: 48, height: 48, background: "#f5f5f5" }} />}
      <div style={{ minWidth: 0, overflowWrap: "anywhere" }}>
        <div>{name}</div>
        {sub && <div style={{ color: "#595959", fontSize: 12 }}>{sub}</div>}
      </div>
    </Space>
  );
}
