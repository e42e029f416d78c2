import { analysisCodes, type AnalysisCode } from "@qinlian/contract";
import { useLocation } from "react-router";
import { PageHeader } from "../../../kit/PageHeader";
import { AnalysisView } from "./AnalysisView";
import { useAnalysisTexts } from "./texts";

/** The analysis a path names: /farmingManage/nyDatas → "ny". */
export function codeOfPath(path: string): AnalysisCode {
  const m = /\/([a-z]{2})Datas\/?$/.exec(path);
  return m && (analysisCodes as readonly string[]).includes(m[1]) ? (m[1] as AnalysisCode) : "sz";
}

/** /farmingManage/nyDatas, sfDatas, szDatas, ygDatas, njDatas, xsDatas, zzDatas. */
export default function AnalysisPage() {
  const { d } = useAnalysisTexts();
  const code = codeOfPath(useLocation().pathname);
  return (
    <div>
      <PageHeader title={d(`titles.${code}`)} />
      <AnalysisView key={code} code={code} />
    </div>
  );
}
