import { favourite, type FavKind } from "@qinlian/contract";
import { HeartFilled, HeartOutlined } from "@ant-design/icons";
import { LightButton } from "../../../kit/LightButton";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { useCall, useMutate } from "../../../api";
import { useAppApi } from "../../../app/LightApp";
import { useAppStore } from "../../../app/store";
import "../texts";

/**
 * The favourite toggle of a goods, shop or demand post, with how many have favourited it.
 * A visitor is sent to login (and back here afterwards).
 */
export function FavouriteButton({ kind, targetId, size }: { kind: FavKind; targetId: string; size?: "small" | "middle" }) {
  const { t } = useTranslation();
  const { message } = useAppApi();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useAppStore((s) => s.userInfo);
  const num = useCall(favourite.favNum, { kind, targetId });
  const add = useMutate(favourite.add, { loadingText: false });
  const cancel = useMutate(favourite.cancel, { loadingText: false });
  const on = !!num.data?.favourited;
  const toggle = async () => {
    if (!user) {
      void message.info(t("goods.fav.loginFirst"));
      void navigate(`/user/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    const ok = await (on ? cancel.mutateAsync({ kind, targetId }) : add.mutateAsync({ kind, targetId })).catch(() => null);
    if (!ok) return;
    void message.success(t(on ? "goods.fav.cancelled" : "goods.fav.done"));
    await num.refetch();
  };
  return (
    <LightButton
      data-testid={`fav-${kind.toLowerCase()}`}
      data-favourited={on ? "1" : "0"}
      size={size}
      icon={on ? <HeartFilled style={{ color: "#d4380d" }} /> : <HeartOutlined />}
      loading={add.isPending || cancel.isPending}
      onClick={() => void toggle()}
    >
      {t(on ? "goods.fav.added" : "goods.fav.add")}
      {num.data ? <span style={{ color: "#595959", marginLeft: 4 }}>({num.data.count})</span> : null}
    </LightButton>
  );
}
