import { createPerson } from "../demo/members";
import type { TestApp } from "./harness";

/** Where the farm tests' farms lie (济南 历城区). */
export const FARM_LNG = 117.2463;
export const FARM_LAT = 36.8157;

/** A broiler farm in 历城区 at FARM_LNG/FARM_LAT, for manufacturer.add. */
export const farmInput = (name: string, contactPhone = "13900000101", areaCode = "370112") => ({
  name,
  type: "BROILER_FARM" as const,
  areaCode,
  address: "唐王街道",
  longitude: FARM_LNG,
  latitude: FARM_LAT,
  contactName: "张三",
  contactPhone,
});

/** The people the farm tests use, by login name: their name and roles (passwords are Login@2026 with the login capitalised). */
const PEOPLE = {
  farmer: { name: "张三", roles: ["FARMER"] },
  other: { name: "李四", roles: ["FARMER"] },
  nofarm: { name: "赵六", roles: ["FARMER"] },
  plain: { name: "钱七", roles: [] },
  sales: { name: "王五", roles: [] },
  expert: { name: "王专家", roles: ["FARMER", "EXPERT"] },
} as const satisfies Record<string, { name: string; roles: readonly string[] }>;

type Who = keyof typeof PEOPLE;

/**
 * Creates the farm tests' people (member ids m-<login>, m-staff for sales) with the mobiles given, optionally other
 * roles, and logs each in: their tickets by login name. A farmer and another farmer (each may add a
 * farm: the second member of the access tests), one without a farm, a member with no farm role …
 */
export async function farmPeople<K extends Who>(t: TestApp, mobiles: Record<K, string | { mobile: string; roles: readonly string[] }>): Promise<Record<K, string>> {
  const tickets = {} as Record<K, string>;
  for (const who of Object.keys(mobiles) as K[]) {
    const m = mobiles[who];
    const password = `${who[0].toUpperCase()}${who.slice(1)}@2026`;
    const { mobile, roles } = typeof m === "string" ? { mobile: m, roles: PEOPLE[who].roles } : m;
    await createPerson(t.database.db, { id: who === "sales" ? "m-staff" : `m-${who}`, loginName: who, mobile, password, name: PEOPLE[who].name, roles: [...roles] });
    tickets[who] = await t.login(who, password);
  }
  return tickets;
}
