import { ShopAddressPage } from "./ShopAddressPage";

/** /transaction/extractManage: the shop's pickup points (自提点管理). */
export default function ExtractManagePage() {
  return <ShopAddressPage kind="PICKUP" />;
}
