import type { RouteDef } from "../../app/routes";

/** /farmingManage weather screens (weatherRemind). */
export const weatherRoutes: RouteDef[] = [
  {
    path: "/farmingManage/weatherRemind",
    title: { zh: "天气预警", en: "Weather alerts" },
    page: () => import("./weather/WeatherRemindPage"),
    needLogin: true,
    func: "farmingManage.plan.weather",
  },
];
