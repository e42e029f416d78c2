import { ShopAddressPage } from "./ShopAddressPage";

/** /transaction/addressManage: the shop's return addresses (退货地址). */
export default function AddressManagePage() {
  return <ShopAddressPage kind="RETURN" />;
}
