import { PlusOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "../../../kit/PageHeader";
import { MyGoodsList } from "./MyGoodsList";
import "./texts";

/** Packages: bundles of the shop's on-sale specs at a package price. */
export default function PackageManagePage() {
  const { t } = useTranslation();
  return (
    <div data-testid="package-manage">
      <PageHeader
        title={t("goodsSeller.pkg.title")}
        extra={
          <Link to="/transaction/packageManage/package/add">
            <Button type="primary" icon={<PlusOutlined />}>
              {t("goodsSeller.pkg.add")}
            </Button>
          </Link>
        }
      />
      <MyGoodsList type="PACKAGE" />
    </div>
  );
}
