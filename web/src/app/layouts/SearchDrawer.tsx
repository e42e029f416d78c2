import { Drawer } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { SearchBox } from "./SearchBox";

/** Goods search in a drawer from the bottom bar (the header's SearchBox, full width). */
export default function SearchDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Drawer open={open} onClose={onClose} placement="top" height="auto" title={t("common.search")} destroyOnHidden>
      <SearchBox
        data-testid="bottom-search-input"
        autoFocus
        size="large"
        label={t("header.searchPlaceholder")}
        placeholder={t("header.searchPlaceholder")}
        button={t("common.search")}
        maxLength={50}
        onSearch={(kw) => {
          onClose();
          void navigate(`/goods/list${kw.trim() ? `?keyword=${encodeURIComponent(kw.trim())}` : ""}`);
        }}
      />
    </Drawer>
  );
}

