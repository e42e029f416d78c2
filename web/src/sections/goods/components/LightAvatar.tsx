import { ConfigProvider } from "antd";
import useCSSVarCls from "antd/es/config-provider/hooks/useCSSVarCls";
import useAvatarStyle from "antd/es/avatar/style";
import { useContext, useState, type ReactNode } from "react";

/**
 * antd's `Avatar` with a number size, an image and an icon for when there is none (or it fails): the
 * same markup, classes and theme styles, without Avatar.Group's Popover and its trigger in the first load.
 */
export function LightAvatar({ src, alt, icon, size, shape = "circle" }: { src?: string; alt?: string; icon: ReactNode; size: number; shape?: "circle" | "square" }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const p = getPrefixCls("avatar");
  const rootCls = useCSSVarCls(p);
  const [wrapCSSVar, hashId, cssVarCls] = useAvatarStyle(p, rootCls);
  const [failed, setFailed] = useState<string | undefined>();
  const image = !!src && failed !== src;
  const cls = [p, `${p}-${shape}`, image && `${p}-image`, `${p}-icon`, cssVarCls, rootCls, hashId].filter(Boolean).join(" ");
  return wrapCSSVar(
    <span className={cls} style={{ width: size, height: size, fontSize: size / 2 }}>
      {image ? <img src={src} alt={alt} onError={() => setFailed(src)} /> : icon}
    </span>,
  );
}
