import { farmPlan, weather, type WeatherLevel } from "@qinlian/contract";
import { BellOutlined, CloudOutlined } from "@ant-design/icons";
import { Badge, Card, List, Space, Tag, Typography } from "antd";
import { Link } from "react-router";
import { useCall } from "../../../api";
import { useWorkTexts } from "../work/texts";

const LEVEL_COLOR: Record<WeatherLevel, string> = { BLUE: "blue", YELLOW: "gold", ORANGE: "orange", RED: "red" };

/** The farm home's reminders card: today's and overdue production reminders, and the coming weather alerts. */
export function RemindersSlot() {
  const { d } = useWorkTexts();
  const counts = useCall(farmPlan.selListingCount, {}, { errBySelf: true });
  const alerts = useCall(weather.getRemind, {}, { errBySelf: true });
  const c = counts.data;
  const list = (alerts.data ?? []).slice(0, 4);
  return (
    <Card size="small" title={d("home.reminders")} data-testid="farm-home-reminders">
      <Space direction="vertical" style={{ width: "100%" }} size={8}>
        <Link to="/farmingManage/productionRemind">
          <Space size={8} wrap>
            <BellOutlined />
            <span>{d("home.remindToday")}</span>
            <Badge count={c?.TODAY ?? 0} showZero color="#1677ff" />
            {!!c?.OVERDUE && (
              <>
                <span>{d("home.remindOverdue")}</span>
                <Badge count={c.OVERDUE} />
              </>
            )}
          </Space>
        </Link>
        <Link to="/farmingManage/weatherRemind">
          <Space size={8}>
            <CloudOutlined />
            <span>{d("home.weatherAlerts", { n: alerts.data?.length ?? 0 })}</span>
          </Space>
        </Link>
        {list.length > 0 && (
          <List
            size="small"
            dataSource={list}
            renderItem={(a) => (
              <List.Item style={{ paddingInline: 0 }}>
                <Space size={6} wrap>
                  <Tag color={LEVEL_COLOR[a.level]}>{a.date.slice(5)}</Tag>
                  <Typography.Text>{a.title}</Typography.Text>
                </Space>
              </List.Item>
            )}
          />
        )}
      </Space>
    </Card>
  );
}
