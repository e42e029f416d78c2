import { Image } from "antd";

/** antd's full-screen image preview (zoom, rotate, next/previous), loaded when a picture is first opened. */
export default function ImagePreview({ images, current, onClose, onChange }: { images: string[]; current: number; onClose: () => void; onChange: (i: number) => void }) {
  return <Image.PreviewGroup items={images} preview={{ visible: true, current, onChange: (i) => onChange(i), onVisibleChange: (v) => !v && onClose() }} />;
}
