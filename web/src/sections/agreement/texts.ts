import { addSectionTexts } from "../../i18n";

const zh = {
  version: "第 {{v}} 版",
  effective: "生效日期：{{d}}",
  loadFailed: "协议加载失败，请稍后重试",
  retry: "重试",
  userTab: "用户服务协议",
  privacyTab: "隐私政策",
  channels: "支付通道协议",
  unknownChannel: "没有该支付通道的协议",
  back: "返回首页",
  zhOnly: "协议以中文文本为准。",
};

const en: typeof zh = {
  version: "Version {{v}}",
  effective: "Effective from {{d}}",
  loadFailed: "The agreement could not be loaded; please try again",
  retry: "Retry",
  userTab: "User agreement",
  privacyTab: "Privacy policy",
  channels: "Payment channel agreements",
  unknownChannel: "There is no agreement for this payment channel",
  back: "Back to home",
  zhOnly: "The Chinese text of the agreement is the binding one.",
};

addSectionTexts("agreement", { zh, en });
