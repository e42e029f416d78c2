import Empty, { type EmptyProps } from "antd/es/empty";

/** antd's Empty, loaded on demand (LazyAntd.tsx). */
export default function EmptyImpl({ simple, ...props }: EmptyProps & { simple?: boolean }) {
  return <Empty {...props} image={simple ? Empty.PRESENTED_IMAGE_SIMPLE : props.image} />;
}
