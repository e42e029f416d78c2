import { sectionTexts } from "../../../kit/sectionTexts";

/** Texts of the analysis screens (/farmingManage/*Datas, /farmingManageMap/dataAnalysis/:id), namespace "farmAnalysis". */
const zh = {
  titles: { ny: "农药使用分析", sf: "施肥分析", sz: "收支分析", yg: "用工分析", nj: "农机分析", xs: "销售分析", zz: "种养分析" },
  short: { ny: "农药", sf: "施肥", sz: "收支", yg: "用工", nj: "农机", xs: "销售", zz: "种养" },
  intro: {
    ny: "来自植保（打药）记录与农药出库。",
    sf: "来自施肥记录与化肥出库。",
    sz: "来自记账本的收入、支出，以及农资出库成本。",
    yg: "来自记账本“人工”类别的支出与工日。",
    nj: "来自记账本“农机”类别的支出、农机物料出库与灌溉作业时长。",
    xs: "来自记账本的销售收入、产出记录与出栏记录。",
    zz: "来自进雏、死淘、出栏、产蛋、喂料、称重与采收记录。",
  },
  period: "期间（月）",
  plot: "地块",
  batch: "批次",
  allPlots: "全部地块",
  allBatches: "全部批次",
  exportCsv: "导出 CSV",
  month: "月份",
  total: "合计",
  lastValue: "最近",
  byMonth: "按月明细",
  empty: "该期间没有可分析的记录。记录农事、出库或记账后，这里会出现图表。",
  chartLabel: "{{title}}图表",
  plotTitle: "地块数据分析",
  plotIntro: "这块地（及其上的批次）的记录、出库与记账。",
  backToMap: "返回地图",
  plotNotFound: "地块不存在或不属于当前农场",
};

const en: typeof zh = {
  titles: { ny: "Pesticide use", sf: "Fertiliser", sz: "Income & costs", yg: "Labour", nj: "Machinery", xs: "Sales", zz: "Production" },
  short: { ny: "Pesticides", sf: "Fertiliser", sz: "Income & costs", yg: "Labour", nj: "Machinery", xs: "Sales", zz: "Production" },
  intro: {
    ny: "From spraying records and pesticide stock-outs.",
    sf: "From fertilising records and fertiliser stock-outs.",
    sz: "From the farm book's income and expenses, and the cost of materials taken from stock.",
    yg: "From the farm book's labour expenses and labour days.",
    nj: "From the farm book's machinery expenses, machinery materials and irrigation hours.",
    xs: "From the farm book's sales income, outputs and bird sale records.",
    zz: "From intake, mortality, sale, egg, feed, weighing and harvest records.",
  },
  period: "Period (months)",
  plot: "Plot",
  batch: "Batch",
  allPlots: "All plots",
  allBatches: "All batches",
  exportCsv: "Export CSV",
  month: "Month",
  total: "Total",
  lastValue: "Latest",
  byMonth: "By month",
  empty: "No records to analyse in this period. Charts appear once you record farm work, stock-outs or bookkeeping.",
  chartLabel: "{{title}} chart",
  plotTitle: "Plot analysis",
  plotIntro: "Records, stock-outs and bookkeeping of this plot (and the batches on it).",
  backToMap: "Back to the map",
  plotNotFound: "The plot does not exist or is not on your current farm",
};

export const useAnalysisTexts = sectionTexts("farmAnalysis", { zh, en });
