import { addSectionTexts } from "../i18n";

/** Texts of the shared account form pieces (SMS code field, password fields). */
const zh = {
  smsCode: "短信验证码",
  smsPlaceholder: "6 位验证码",
  send: "获取验证码",
  resend: "{{s}} 秒后重发",
  sent: "验证码已发送至 {{mobile}}，5 分钟内有效",
  smsRequired: "请输入短信验证码",
  smsPattern: "请输入 6 位数字验证码",
  password: "登录密码",
  newPassword: "新密码",
  passwordPlaceholder: "8–20 位，字母、数字、符号至少两种",
  passwordRule: "8–20 位，须包含字母、数字、符号中的至少两种，不能含空格",
  passwordRequired: "请输入密码",
  confirm: "确认密码",
  confirmPlaceholder: "请再次输入密码",
  confirmRequired: "请再次输入密码",
  confirmMismatch: "两次输入的密码不一致",
  mobile: "手机号",
  mobilePlaceholder: "请输入 11 位手机号",
  mobileRequired: "请输入手机号",
  mobilePattern: "手机号格式不正确",
};

const en: typeof zh = {
  smsCode: "SMS code",
  smsPlaceholder: "6-digit code",
  send: "Send code",
  resend: "Resend in {{s}} s",
  sent: "Code sent to {{mobile}}, valid for 5 minutes",
  smsRequired: "Enter the SMS code",
  smsPattern: "Enter the 6-digit code",
  password: "Password",
  newPassword: "New password",
  passwordPlaceholder: "8–20 characters, two of letters, digits, symbols",
  passwordRule: "8–20 characters with at least two of letters, digits and symbols; no spaces",
  passwordRequired: "Enter a password",
  confirm: "Confirm password",
  confirmPlaceholder: "Enter the password again",
  confirmRequired: "Enter the password again",
  confirmMismatch: "The two passwords do not match",
  mobile: "Mobile",
  mobilePlaceholder: "11-digit mobile number",
  mobileRequired: "Enter the mobile number",
  mobilePattern: "Not a valid mobile number",
};

addSectionTexts("accountKit", { zh, en });
