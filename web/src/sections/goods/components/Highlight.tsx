import { Fragment } from "react";

/** The text with every occurrence of the search terms marked (case-insensitive). */
export function Highlight({ text, terms }: { text: string; terms?: readonly string[] }) {
  const words = (terms ?? []).filter(Boolean).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  if (!words.length) return <>{text}</>;
  const re = new RegExp(`(${words.join("|")})`, "gi");
  return (
    <>
      {text.split(re).map((part, i) =>
        i % 2 === 1 ? (
          <mark key={i} style={{ background: "none", color: "#d4380d", padding: 0 }}>
            {part}
          </mark>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
