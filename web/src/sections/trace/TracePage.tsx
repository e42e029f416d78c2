import { Codes, farmTrace, type PublicTraceView, type TraceEvent } from "@qinlian/contract";
import { useEffect, type CSSProperties, type ReactNode } from "react";
import { unitText } from "../../kit/units";
import { useParams } from "react-router";
import { ApiError, useCall } from "../../api";
import { useTraceViewTexts } from "./texts";

/*
 * The public trace page a QR code opens. It is the first page many visitors see, on a phone, often
 * on a slow network: plain elements and a few inline styles only (no antd tables, charts or maps),
 * one call, and the QR as the SVG the server made.
 */

const C = { brand: "#d4380d", text: "#1f1f1f", muted: "#595959", line: "#f0f0f0", bg: "#f5f5f5" };

/** "label：value" (Chinese) or "label: value" (English). */
const pair = (en: boolean, it: { label: string; labelEn: string; value: string; valueEn: string }) => (en ? `${it.labelEn}: ${it.valueEn}` : `${it.label}：${it.value}`);

const s: Record<string, CSSProperties> = {
  page: { background: C.bg, minHeight: "60vh", padding: "12px 12px 32px", color: C.text, fontSize: 15, lineHeight: 1.6 },
  wrap: { maxWidth: 720, margin: "0 auto", display: "flex", flexDirection: "column", gap: 12 },
  card: { background: "#fff", borderRadius: 8, padding: "14px 16px", boxShadow: "0 1px 2px rgba(0,0,0,.04)" },
  h1: { fontSize: 20, fontWeight: 600, margin: "0 0 4px" },
  h2: { fontSize: 16, fontWeight: 600, margin: "0 0 10px", paddingLeft: 8, borderLeft: `3px solid ${C.brand}` },
  muted: { color: C.muted, fontSize: 13 },
  dl: { display: "grid", gridTemplateColumns: "minmax(88px, auto) 1fr", gap: "4px 12px", margin: 0 },
  dt: { color: C.muted },
  dd: { margin: 0, overflowWrap: "anywhere" },
  // the darker brand red: 13 px text on the tint needs 4.5 : 1
  badge: { display: "inline-block", background: "#fff2e8", color: "#ad2102", borderRadius: 4, padding: "0 8px", fontSize: 13 },
  ul: { listStyle: "none", margin: 0, padding: 0 },
  li: { padding: "8px 0", borderTop: `1px solid ${C.line}` },
};

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section style={s.card} data-testid={testId}>
      <h2 style={s.h2}>{title}</h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl style={s.dl}>
      {rows.map(([k, v]) => (
        <div key={k} style={{ display: "contents" }}>
          <dt style={s.dt}>{k}</dt>
          <dd style={s.dd}>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function Events({ list, en }: { list: TraceEvent[]; en: boolean }) {
  return (
    <ol style={s.ul}>
      {list.map((e, i) => (
        <li key={`${e.date}-${e.type}-${i}`} style={{ ...s.li, ...(i === 0 ? { borderTop: 0, paddingTop: 0 } : {}) }}>
          <div>
            <span style={{ ...s.muted, marginRight: 8 }}>{e.date}</span>
            <strong>{en ? e.typeNameEn : e.typeName}</strong>
          </div>
          {e.items.length > 0 && (
            <div style={{ ...s.muted, marginTop: 2 }}>
              {e.items.map((it) => pair(en, it)).join(en ? "; " : "；")}
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}

function TraceBody({ v }: { v: PublicTraceView }) {
  const { d, lang } = useTraceViewTexts();
  const en = lang === "en";
  const day = (iso: string) => iso.slice(0, 10);
  const sep = en ? ": " : "：";
  return (
    <>
      <header style={s.card}>
        <div style={{ display: "flex", gap: 12, alignItems: "flex-start" }}>
          {v.photoUrl && <img src={v.photoUrl} alt="" width={88} height={88} style={{ objectFit: "cover", borderRadius: 6, flex: "none" }} />}
          <div style={{ minWidth: 0 }}>
            <h1 style={s.h1} data-testid="trace-product">{v.productName}</h1>
            <span style={s.badge}>{d("page.verified", { code: v.code })}</span>
            {v.farm && <div style={{ ...s.muted, marginTop: 4 }}>{v.farm.name}</div>}
          </div>
        </div>
        {v.description && <p style={{ margin: "10px 0 0", overflowWrap: "anywhere" }}>{v.description}</p>}
      </header>

      {v.farm && (
        <Section title={d("page.farm")} testId="trace-farm">
          <Facts
            rows={[
              [d("page.farm"), en ? `${v.farm.name} (${d(`farmTypes.${v.farm.type}`)})` : `${v.farm.name}（${d(`farmTypes.${v.farm.type}`)}）`],
              [d("page.area"), v.farm.areaName],
              ...(v.farm.areaMu !== null ? [[d("page.areaMu"), d("page.mu", { n: v.farm.areaMu })] as [string, ReactNode]] : []),
            ]}
          />
        </Section>
      )}

      {(v.batch || v.place) && (
        <Section title={d("page.batch")} testId="trace-batch">
          <Facts
            rows={[
              ...(v.place
                ? [
                    [d(`placeKinds.${v.place.kind}`), v.place.name] as [string, ReactNode],
                    ...(v.place.areaMu !== null ? [[d("page.areaMu"), d("page.mu", { n: v.place.areaMu })] as [string, ReactNode]] : v.place.areaM2 !== null ? [[d("page.areaMu"), d("page.m2", { n: v.place.areaM2 })] as [string, ReactNode]] : []),
                  ]
                : []),
              ...(v.batch
                ? ([
                    [d(`batchKinds.${v.batch.kind}`), v.batch.name],
                    [d("page.breed"), v.batch.breed],
                    [d("page.start"), v.batch.startDate],
                    [d("page.end"), v.batch.closedDate ?? d("page.ongoing")],
                    ...(v.batch.headCount !== null ? [[d("page.heads"), d("page.headsN", { n: v.batch.headCount })]] : []),
                    [d("page.age"), d("page.ageN", { n: v.batch.ageDays })],
                  ] as [string, ReactNode][])
                : []),
            ]}
          />
        </Section>
      )}

      {v.events && (
        <Section title={d("page.timeline")} testId="trace-events">
          {v.events.length ? <Events list={v.events} en={en} /> : <div style={s.muted}>{d("page.none")}</div>}
        </Section>
      )}

      {v.summaries && v.summaries.length > 0 && (
        <Section title={d("page.routine")} testId="trace-summaries">
          <ul style={s.ul}>
            {v.summaries.map((x, i) => (
              <li key={x.type} style={{ ...s.li, ...(i === 0 ? { borderTop: 0, paddingTop: 0 } : {}) }}>
                <strong>{en ? x.typeNameEn : x.typeName}</strong>
                <span style={{ ...s.muted, marginLeft: 8 }}>{d("page.routineCount", { count: x.count, from: x.firstDate, to: x.lastDate })}</span>
                <div style={s.muted}>{x.items.map((it) => pair(en, it)).join(en ? "; " : "；")}</div>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {v.inputs && (
        <Section title={d("page.inputs")} testId="trace-inputs">
          {v.inputs.length ? (
            <ul style={s.ul}>
              {v.inputs.map((x, i) => (
                <li key={`${x.firstDate}-${x.name}-${i}`} style={{ ...s.li, ...(i === 0 ? { borderTop: 0, paddingTop: 0 } : {}) }}>
                  <div>
                    <strong>{x.name}</strong>
                    <span style={{ ...s.muted, marginLeft: 6 }}>{d(`categories.${x.category}`)}</span>
                  </div>
                  <div style={s.muted}>
                    {[
                      x.firstDate === x.lastDate ? x.firstDate : `${x.firstDate} ~ ${x.lastDate}`,
                      // the quantity comes as "3530.5 公斤": its unit in the page's language
                      d(x.times === 1 ? "page.once" : "page.times", { n: x.times, qty: x.quantity.replace(/ (\S+)$/, (_, u: string) => ` ${unitText(u)}`) }),
                      x.brand && `${d("page.brand")}${sep}${x.brand}`,
                      x.maker && `${d("page.maker")}${sep}${x.maker}`,
                      x.batchNos.length > 0 && `${d("page.batchNo")}${sep}${x.batchNos.join(", ")}`,
                    ]
                      .filter(Boolean)
                      .join(en ? "; " : "；")}
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <div style={s.muted}>{d("page.none")}</div>
          )}
        </Section>
      )}

      {v.inspections && (
        <Section title={d("page.inspections")} testId="trace-inspections">
          {v.inspections.length ? (
            <ul style={s.ul}>
              {v.inspections.map((x, i) => (
                <li key={`${x.date}-${i}`} style={{ ...s.li, ...(i === 0 ? { borderTop: 0, paddingTop: 0 } : {}) }}>
                  <span style={{ ...s.muted, marginRight: 8 }}>{x.date}</span>
                  <strong>{en ? x.findingEn : x.finding}</strong>
                  {x.text && <div style={s.muted}>{x.text}</div>}
                </li>
              ))}
            </ul>
          ) : (
            <div style={s.muted}>{d("page.noInspections")}</div>
          )}
        </Section>
      )}

      {v.sale && (
        <Section title={d("page.sale")} testId="trace-sale">
          {v.sale.length ? <Events list={v.sale} en={en} /> : <div style={s.muted}>{d("page.none")}</div>}
        </Section>
      )}

      <section style={{ ...s.card, textAlign: "center" }} data-testid="trace-qr">
        <div
          role="img"
          aria-label={d("page.qr")}
          style={{ width: 160, height: 160, margin: "0 auto" }}
          // the server's SVG of this page's URL (qrcode's output: rects and paths only)
          dangerouslySetInnerHTML={{ __html: v.qrSvg }}
        />
        <div style={s.muted}>{d("page.qr")}</div>
        <div style={{ ...s.muted, marginTop: 8 }}>{d("page.published", { date: day(v.publishedAt), snapshot: day(v.snapshotAt) })}</div>
        <div style={{ ...s.muted, fontSize: 12 }}>{d("page.footer")}</div>
      </section>
    </>
  );
}

/** /trace/:code — a published trace, without login. */
export default function TracePage() {
  const { code = "" } = useParams();
  const { d } = useTraceViewTexts();
  const valid = /^[0-9A-HJKMNP-TV-Z]{10}$/i.test(code);
  const q = useCall(farmTrace.selByCode, { code, origin: window.location.origin }, { enabled: valid, errBySelf: true, retry: false });
  useEffect(() => {
    if (q.data) document.title = `${q.data.productName} · ${d("page.title")}`;
  }, [q.data, d]);
  const notFound = !valid || (q.error instanceof ApiError && (q.error.code === Codes.NOT_FOUND || q.error.code === Codes.VALIDATION));
  return (
    <main style={s.page}>
      <div style={s.wrap}>
        {notFound ? (
          <section style={{ ...s.card, textAlign: "center", padding: "40px 16px" }} data-testid="trace-not-found">
            <div style={{ fontSize: 44, color: "#bfbfbf", fontWeight: 600 }}>404</div>
            <h1 style={s.h1}>{d("page.notFoundTitle")}</h1>
            <p style={s.muted}>{d("page.notFoundText")}</p>
          </section>
        ) : q.data ? (
          <TraceBody v={q.data} />
        ) : q.isError ? (
          <section style={{ ...s.card, textAlign: "center" }}>
            <p>{d("page.failed")}</p>
            <button type="button" onClick={() => void q.refetch()} style={{ padding: "6px 16px", border: `1px solid ${C.brand}`, color: C.brand, background: "#fff", borderRadius: 6 }}>
              {d("page.retry")}
            </button>
          </section>
        ) : (
          <section style={{ ...s.card, ...s.muted }} aria-busy="true">
            {d("page.loading")}
          </section>
        )}
      </div>
    </main>
  );
}
