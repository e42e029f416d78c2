import { BellOutlined, CloudOutlined } from "@ant-design/icons";
import { Card, Space } from "antd";
import { Link } from "react-router";
import { routeExists } from "../../../app/sections";
import { useWorkTexts } from "../work/texts";

/**
 * ▶ SLOT FOR THE LEAD: production reminders and weather alerts on the farm home.
 * The reminder and weather areas are built by other helpers; this card links to their screens (when the
 * app serves them) until the lead puts their own summary components in here, e.g.
 *   <ProductionRemindSummary /> and <WeatherAlertSummary />.
 * Nothing else on the farm home needs to change: FarmHomePage renders <RemindersSlot /> in its right column.
 */
export function RemindersSlot() {
  const { d } = useWorkTexts();
  const links = [
    { to: "/farmingManage/productionRemind", icon: <BellOutlined />, label: { zh: "生产提醒", en: "Production reminders" } },
    { to: "/farmingManage/weatherRemind", icon: <CloudOutlined />, label: { zh: "天气预警", en: "Weather alerts" } },
  ].filter((l) => routeExists(l.to));
  if (!links.length) return null;
  return (
    <Card size="small" title={d("home.reminders")} data-testid="farm-home-reminders">
      <Space wrap>
        {links.map((l) => (
          <Link key={l.to} to={l.to}>
            <Space size={4}>
              {l.icon}
              <LinkLabel label={l.label} />
            </Space>
          </Link>
        ))}
      </Space>
    </Card>
  );
}

function LinkLabel({ label }: { label: { zh: string; en: string } }) {
  const { lang } = useWorkTexts();
  return <span>{lang.startsWith("en") ? label.en : label.zh}</span>;
}
