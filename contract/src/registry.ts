/** Every declared call, for the server's completeness check and the OpenAPI document. */
import type { CallDef } from "./kit/call";
import { address } from "./domains/address";
import { cart } from "./domains/cart";
import { cashier } from "./domains/cashier";
import { channel } from "./domains/channel";
import { credit } from "./domains/credit";
import { finance } from "./domains/finance";
import { agreement } from "./domains/agreement";
import { cmsAdvert } from "./domains/cms-advert";
import { adminConsole } from "./domains/console";
import { coupon } from "./domains/coupon";
import { farmLand } from "./domains/farm-land";
import { farmMaterial } from "./domains/farm-material";
import { farmRecord } from "./domains/farm-record";
import { farmAnalysis } from "./domains/farm-analysis";
import { farmBook } from "./domains/farm-book";
import { farmPlan } from "./domains/farm-plan";
import { farmTrace } from "./domains/farm-trace";
import { farmWork } from "./domains/farm-work";
import { message } from "./domains/message";
import { weather } from "./domains/weather";
import { favourite } from "./domains/favourite";
import { freight } from "./domains/freight";
import { file } from "./domains/file";
import { goods } from "./domains/goods";
import { account, identity } from "./domains/identity";
import { manufacturer } from "./domains/manufacturer";
import { memberOverview } from "./domains/member-overview";
import { order, orderEvaluation } from "./domains/order";
import { org } from "./domains/org";
import { passwordLink } from "./domains/password-link";
import { points } from "./domains/points";
import { pricing } from "./domains/pricing";
import { quotation } from "./domains/quotation";
import { profile } from "./domains/profile";
import { promotion } from "./domains/promotion";
import { search } from "./domains/search";
import { shop } from "./domains/shop";
import { system } from "./domains/system";

export const contractDomains: Record<string, Record<string, CallDef>> = {
  account,
  address,
  agreement,
  cart,
  cashier,
  channel,
  cmsAdvert,
  credit,
  console: adminConsole,
  coupon,
  farmLand,
  farmMaterial,
  farmRecord,
  farmAnalysis,
  farmBook,
  farmPlan,
  farmTrace,
  farmWork,
  message,
  weather,
  favourite,
  freight,
  file,
  finance,
  goods,
  identity,
  manufacturer,
  memberOverview,
  order,
  orderEvaluation,
  org,
  passwordLink,
  points,
  pricing,
  profile,
  promotion,
  quotation,
  search,
  shop,
  system,
};

export const allCalls: CallDef[] = Object.values(contractDomains).flatMap((d) => Object.values(d));
