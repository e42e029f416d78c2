/** Every declared call, for the server's completeness check and the OpenAPI document. */
import type { CallDef } from "./kit/call";
import { catalogConsole } from "./domains/catalog-console";
import { cmsAdvert } from "./domains/cms-advert";
import { file } from "./domains/file";
import { goods } from "./domains/goods";
import { identity } from "./domains/identity";
import { pricing } from "./domains/pricing";
import { shop } from "./domains/shop";
import { system } from "./domains/system";

export const contractDomains: Record<string, Record<string, CallDef>> = { system, identity, file, shop, goods, pricing, cmsAdvert, catalogConsole };

export const allCalls: CallDef[] = Object.values(contractDomains).flatMap((d) => Object.values(d));
