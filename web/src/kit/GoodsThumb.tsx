import { Image, Space } from "antd";

/** A goods' main image and name, as list rows show them. */
export function GoodsThumb({ name, image, sub }: { name: string; image: string | null; sub?: React.ReactNode }) {
  return (
    <Space>
      {image ? <Image src={image} width={48} height={48} style={{ objectFit: "cover" }} preview={false} /> : <div style={{ width: 48, height: 48, background: "#f5f5f5" }} />}
      <div>
        <div>{name}</div>
        {sub && <div style={{ color: "#8c8c8c", fontSize: 12 }}>{sub}</div>}
      </div>
    </Space>
  );
}
