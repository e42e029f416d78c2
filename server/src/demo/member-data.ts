import type { AuthedCtx, Ctx } from "../kit/context";
import * as addresses from "../modules/address";
import * as manufacturers from "../modules/manufacturer";

/** Acts as a demo person (for themselves) so the demo data goes through the same rules as the calls. */
const as = (ctx: Ctx, memberId: string): AuthedCtx => ({
  ...ctx,
  member: { memberId, boId: memberId, boType: "PERSON", employeeId: null, loginId: "demo", ticketId: "demo", roles: [], funcs: new Set() },
});

/** The demo buyer's farm (their default manufacturer) and two shipping addresses, home being the default. */
export async function loadMemberData(ctx: Ctx): Promise<void> {
  const buyer = as(ctx, "demo-buyer");
  await manufacturers.addManufacturer(buyer, {
    name: "历城区建国蛋鸡养殖场",
    type: "LAYER_FARM",
    stockOnHand: 32000,
    barnCount: 4,
    areaMu: 18.5,
    areaCode: "370112",
    address: "唐王街道张而村东 500 米",
    longitude: 117.2463,
    latitude: 36.8157,
    epidemicCertNo: "(鲁)动防合字第370112012号",
    contactName: "张建国",
    contactPhone: "13800000001",
    isDefault: true,
  });
  await addresses.addAddress(buyer, {
    receiverName: "张建国",
    mobile: "13800000001",
    areaCode: "370112",
    address: "唐王街道张而村 168 号",
    postcode: "250104",
    tag: "HOME",
    isDefault: true,
  });
  await addresses.addAddress(buyer, {
    receiverName: "李秀英",
    mobile: "0531-88776655",
    areaCode: "370102",
    address: "经十路 17703 号华能大厦 12 层",
    postcode: "250014",
    tag: "COMPANY",
  });
}
