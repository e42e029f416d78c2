/**
 * Administrative area codes (GB/T 2260, six digits): a province "370000" covers every code starting
 * "37", a city "370100" every code starting "3701", a county covers itself.
 */

/** The prefix an area code stands for. */
export function areaPrefix(code: string): string {
  if (code.endsWith("0000")) return code.slice(0, 2);
  if (code.endsWith("00")) return code.slice(0, 4);
  return code;
}

/** Is `code` the same area as, or inside, `range`? */
export const areaCovers = (range: string, code: string): boolean => code.startsWith(areaPrefix(range));

/** How specific a range is: 0 province, 1 city, 2 county (the most specific matching rule wins). */
export const areaLevel = (range: string): number => (range.endsWith("0000") ? 0 : range.endsWith("00") ? 1 : 2);
