import { weatherThresholds as T, type WeatherDay, type WeatherKind, type WeatherLevel } from "@qinlian/contract";

/** What a rule found for a day: the level and the words of the forecast behind it. */
export interface Finding {
  kind: WeatherKind;
  level: WeatherLevel;
  /** The forecast in words, e.g. "最低气温 −3 °C". */
  text: string;
}

/**
 * One alert rule: its kind, names, the advice for poultry houses and for crops, and the check of a
 * forecast day (with the day before, for falls in temperature). Thresholds: contract `weatherThresholds`.
 */
export interface WeatherRule {
  kind: WeatherKind;
  name: string;
  advicePoultry: string;
  adviceCrop: string;
  check(day: WeatherDay, before: WeatherDay | null): Finding | null;
}

const highest = <L extends WeatherLevel>(levels: readonly L[], holds: (l: L) => boolean): L | null => [...levels].reverse().find(holds) ?? null;

export const frost: WeatherRule = {
  kind: "FROST",
  name: "霜冻",
  advicePoultry: "关好门窗、检查供暖设备，水线与饮水器防冻，夜间巡舍查看舍温。",
  adviceCrop: "越冬作物可在降温前浇冻水或覆盖防寒，蔬菜大棚加盖草帘，推迟移栽。",
  check(d) {
    const level = highest(["BLUE", "YELLOW", "ORANGE"] as const, (l) => d.tempMin <= T.FROST[l]);
    return level && { kind: "FROST", level, text: `最低气温 ${d.tempMin} °C` };
  },
};

export const coldWave: WeatherRule = {
  kind: "COLD_WAVE",
  name: "寒潮",
  advicePoultry: "降温前加厚垫料、调小通风但保证换气，增加饲料能量，防冷应激。",
  adviceCrop: "抢收成熟作物，大棚加固保温，露地作物覆盖地膜或秸秆。",
  check(d, before) {
    if (!before) return null;
    const drop = before.tempMin - d.tempMin;
    const level = highest(["BLUE", "YELLOW", "ORANGE"] as const, (l) => drop >= T.COLD_WAVE[l].drop && d.tempMin <= T.COLD_WAVE[l].min);
    return level && { kind: "COLD_WAVE", level, text: `最低气温由 ${before.tempMin} °C 降至 ${d.tempMin} °C（降 ${Math.round(drop * 10) / 10} °C）` };
  },
};

export const heat: WeatherRule = {
  kind: "HEAT",
  name: "高温",
  advicePoultry: "开启湿帘风机，保证清凉饮水并加电解多维，避开中午喂料，适当降低饲养密度。",
  adviceCrop: "早晚灌溉降温，避免中午施药施肥，设施作物遮阳通风。",
  check(d) {
    const level = highest(["YELLOW", "ORANGE", "RED"] as const, (l) => d.tempMax >= T.HEAT[l]);
    return level && { kind: "HEAT", level, text: `最高气温 ${d.tempMax} °C` };
  },
};

export const rainstorm: WeatherRule = {
  kind: "RAINSTORM",
  name: "暴雨",
  advicePoultry: "检查舍顶防漏、疏通场区排水沟，饲料库垫高防潮，备好发电机。",
  adviceCrop: "清沟排水防涝，雨前暂停施肥打药，雨后及时排湿、防病害。",
  check(d) {
    const level = highest(["YELLOW", "ORANGE", "RED"] as const, (l) => d.precipitationMm >= T.RAINSTORM[l]);
    return level && { kind: "RAINSTORM", level, text: `降水量 ${d.precipitationMm} mm` };
  },
};

export const gale: WeatherRule = {
  kind: "GALE",
  name: "大风",
  advicePoultry: "加固舍顶、卷帘和门窗，检查电线，防止贼风直吹鸡群。",
  adviceCrop: "加固大棚和支架，大风天暂停喷药，收好地膜与农资。",
  check(d) {
    const level = highest(["YELLOW", "ORANGE", "RED"] as const, (l) => d.windLevel >= T.GALE[l].level || d.windSpeedMs >= T.GALE[l].ms);
    return level && { kind: "GALE", level, text: `${d.windDir} ${d.windLevel} 级（${d.windSpeedMs} m/s）` };
  },
};

export const weatherRules: readonly WeatherRule[] = [frost, coldWave, heat, rainstorm, gale];

export const ruleOf = (kind: WeatherKind): WeatherRule => weatherRules.find((r) => r.kind === kind)!;

/** Every finding for each day of a forecast (the first day has no "day before" unless given). */
export function evaluate(days: readonly WeatherDay[], dayBefore: WeatherDay | null = null): { day: WeatherDay; before: WeatherDay | null; finding: Finding }[] {
  const out: { day: WeatherDay; before: WeatherDay | null; finding: Finding }[] = [];
  days.forEach((d, i) => {
    const before = i > 0 ? days[i - 1] : dayBefore;
    for (const r of weatherRules) {
      const f = r.check(d, before);
      if (f) out.push({ day: d, before, finding: f });
    }
  });
  return out;
}
