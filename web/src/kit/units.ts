import i18n from "../i18n";

/**
 * Common Chinese units of measure and their English. A unit is what the member typed (公斤, 袋, 瓶 …);
 * in English the usual ones read as English, anything else as typed.
 */
const EN: Record<string, string> = {
  公斤: "kg",
  千克: "kg",
  克: "g",
  吨: "t",
  斤: "jin",
  升: "L",
  毫升: "mL",
  立方米: "m³",
  袋: "bags",
  瓶: "bottles",
  支: "vials",
  盒: "boxes",
  箱: "cases",
  包: "packs",
  桶: "drums",
  个: "pcs",
  件: "pcs",
  只: "birds",
  羽: "birds",
  枚: "eggs",
  台: "units",
  套: "sets",
  亩: "mu",
  株: "plants",
  粒: "seeds",
  羽份: "doses",
  头份: "doses",
};

/** A unit as the current language reads it. */
export function unitText(unit: string | null | undefined, lang: string = i18n.language): string {
  if (!unit) return "";
  return lang === "en" ? (EN[unit.trim()] ?? unit) : unit;
}
