import { addSectionTexts } from "../i18n";

/** Texts of the shared form pieces in web/src/kit (namespace "kit"). */
const zh = {
  upload: {
    choose: "上传图片",
    notImage: "请选择图片文件（JPG、PNG、GIF、WebP）",
    tooLarge: "图片不能超过 {{mb}} MB",
  },
  area: {
    placeholder: "请选择省 / 市 / 区县",
    loadFailed: "地区加载失败，请重试",
  },
  edit: { saved: "已保存" },
  list: {
    total: "共 {{total}} 条",
    scrollRegion: "表格，可左右滑动查看更多列",
  },
};

const en: typeof zh = {
  upload: {
    choose: "Upload image",
    notImage: "Choose an image file (JPG, PNG, GIF, WebP)",
    tooLarge: "The image must be at most {{mb}} MB",
  },
  area: {
    placeholder: "Province / city / county",
    loadFailed: "Could not load the areas, try again",
  },
  edit: { saved: "Saved" },
  list: {
    total: "{{total}} in all",
    scrollRegion: "Table, scroll sideways for more columns",
  },
};

addSectionTexts("kit", { zh, en });
