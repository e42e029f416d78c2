import { identity, profile, type Gender, type ProfileInput } from "@qinlian/contract";
import { App, Button, Card, Col, DatePicker, Descriptions, Form, Input, Radio, Row, Select, Skeleton, Space } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useEffect } from "react";
import { useParams } from "react-router";
import { api, useCall } from "../../../api";
import { useAppStore } from "../../../app/store";
import { setLang, type Lang } from "../../../i18n";
import { ImageUpload } from "../../../kit/ImageUpload";
import { invalidateCalls } from "../../../kit/invalidate";
import { LoadFailed } from "../../../kit/LoadFailed";
import { PageHeader } from "../../../kit/PageHeader";
import { usePrefs } from "../../../kit/usePrefs";
import { useIntro } from "./IntroSteps";
import { useDataTexts } from "./texts";
import { useFormMutation } from "../../../kit/useFormMutation";

interface Values {
  avatarUrl?: string | null;
  nickname: string;
  realName?: string;
  gender: Gender;
  birthday?: Dayjs | null;
  bio?: string;
}

const genders: Gender[] = ["MALE", "FEMALE", "SECRET"];

/** /setup/wdzl (and /:isIntro, the first step of the first-login guide): the person's own profile. */
export default function ProfilePage() {
  const { t, d, lang } = useDataTexts();
  const { message } = App.useApp();
  const intro = useIntro("profile", useParams().isIntro);
  const [form] = Form.useForm<Values>();
  const me = useCall(profile.selMemberInfo, {});
  const save = useFormMutation(profile.updMemberById, { form });
  const { save: savePrefs } = usePrefs();

  useEffect(() => {
    if (!me.data) return;
    const p = me.data;
    form.setFieldsValue({
      avatarUrl: p.avatarUrl,
      nickname: p.nickname ?? "",
      realName: p.realName ?? undefined,
      gender: p.gender,
      birthday: p.birthday ? dayjs(p.birthday) : null,
      bio: p.bio ?? undefined,
    });
  }, [me.data, form]);

  if (me.isLoading) return <Skeleton active />;
  if (!me.data) return <LoadFailed onRetry={() => void me.refetch()} />;

  const onFinish = async (v: Values) => {
    const body: ProfileInput = {
      avatarUrl: v.avatarUrl ?? null,
      nickname: v.nickname.trim(),
      realName: v.realName?.trim() || null,
      gender: v.gender,
      birthday: v.birthday ? v.birthday.format("YYYY-MM-DD") : null,
      bio: v.bio?.trim() || null,
    };
    if (!(await save.submit(body))) return;
    void message.success(d("profile.saved"));
    await invalidateCalls(profile.selMemberInfo, identity.memberByToken);
    // the header greets by nickname: refresh who is logged in
    const u = await api(identity.memberByToken, {}, { quietAuth: true }).catch(() => null);
    if (u) useAppStore.getState().setUserInfo(u);
    if (intro.isIntro) intro.goNext();
  };

  const changeLang = (l: Lang) => {
    setLang(l);
    void savePrefs({ lang: l }).catch(() => undefined);
  };

  return (
    <div>
      {intro.bar}
      <PageHeader title={d("profile.title")} />
      <Row gutter={24}>
        <Col span={16}>
          <Form<Values> form={form} layout="vertical" onFinish={(v: Values) => void onFinish(v)} data-testid="profile-form" initialValues={{ gender: "SECRET" }}>
            <Form.Item name="avatarUrl" label={d("profile.avatar")} extra={d("profile.avatarHelp")}>
              <ImageUpload data-testid="profile-avatar" />
            </Form.Item>
            <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
              <Descriptions.Item label={d("profile.loginName")}>{me.data.loginName}</Descriptions.Item>
              <Descriptions.Item label={d("profile.mobile")}>{me.data.mobile ?? "-"}</Descriptions.Item>
            </Descriptions>
            <Row gutter={16}>
              <Col span={12}>
                <Form.Item
                  name="nickname"
                  label={d("profile.nickname")}
                  rules={[
                    { required: true, whitespace: true, message: t("common.required", { field: d("profile.nickname") }) },
                    { min: 2, max: 20, message: d("profile.nicknameRule") },
                    { pattern: /^[^<>"'&\\/]*$/, message: d("profile.nicknameRule") },
                  ]}
                >
                  <Input data-testid="profile-nickname" />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="realName" label={d("profile.realName")} rules={[{ pattern: /^[\u4e00-\u9fa5A-Za-z·. ]{2,30}$/, message: d("profile.realNameRule") }]}>
                  <Input data-testid="profile-realname" />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="gender" label={d("profile.gender")}>
                  <Radio.Group options={genders.map((g) => ({ value: g, label: d(`profile.genders.${g}`) }))} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="birthday" label={d("profile.birthday")}>
                  <DatePicker style={{ width: "100%" }} disabledDate={(x) => x.isAfter(dayjs(), "day") || x.isBefore(dayjs("1900-01-01"))} />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item name="bio" label={d("profile.bio")} rules={[{ max: 200 }]}>
              <Input.TextArea rows={3} maxLength={200} showCount placeholder={d("profile.bioPlaceholder")} />
            </Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="profile-submit">
                {intro.isIntro ? d("intro.next") : t("common.save")}
              </Button>
              {intro.actions}
            </Space>
          </Form>
        </Col>
        <Col span={8}>
          <Card size="small" title={d("profile.prefs")}>
            <Form layout="vertical">
              <Form.Item label={d("profile.language")} style={{ marginBottom: 0 }}>
                <Select<Lang>
                  value={lang === "en" ? "en" : "zh-CN"}
                  onChange={changeLang}
                  aria-label={d("profile.language")}
                  options={[
                    { value: "zh-CN", label: d("profile.langZh") },
                    { value: "en", label: d("profile.langEn") },
                  ]}
                  data-testid="profile-lang"
                />
              </Form.Item>
            </Form>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
