import { Drawer, Input } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";

/** Goods search in a drawer from the bottom bar. */
export default function SearchDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Drawer open={open} onClose={onClose} placement="top" height="auto" title={t("common.search")} destroyOnHidden>
      <Input.Search
        data-testid="bottom-search-input"
        autoFocus
        size="large"
        aria-label={t("header.searchPlaceholder")}
        placeholder={t("header.searchPlaceholder")}
        enterButton={t("common.search")}
        onSearch={(kw) => {
          onClose();
          void navigate(`/goods/list${kw.trim() ? `?keyword=${encodeURIComponent(kw.trim())}` : ""}`);
        }}
      />
    </Drawer>
  );
}

