import { useEffect } from "react";
import { uiBindings } from "../api";
import { useDemoSmsNotice } from "../kit/DemoSmsNotice";

/**
 * Loaded with the first demo SMS code (Root): binds the demo-code notice (kit/DemoSmsNotice, antd's
 * notification) and shows that first code; later codes go straight to the bound notice.
 */
export default function DemoSmsBinder({ first }: { first: string }) {
  useDemoSmsNotice();
  useEffect(() => uiBindings.demoCode(first), [first]);
  return null;
}
