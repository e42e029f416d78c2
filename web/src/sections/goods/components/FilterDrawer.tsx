import { Drawer, type DrawerProps } from "antd";

/** antd's Drawer for the goods list's filters on phones: loaded when the drawer is first opened. */
export default function FilterDrawer(props: DrawerProps & { "data-testid"?: string }) {
  return <Drawer {...props} />;
}
