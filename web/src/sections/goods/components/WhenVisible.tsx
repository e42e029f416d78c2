import { useEffect, useRef, useState, type ReactNode } from "react";

/**
 * Renders `children` once the spot they take comes into the viewport (or within `margin` of it): a block
 * below the fold (reviews, the pager under the results) and the code it loads (React.lazy) are not part
 * of a page's first load. No margin by default: a page's first layout, before its images and data, is
 * shorter than its last and would bring in what is not near yet. Until then an empty block of
 * `minHeight` holds the place. Without IntersectionObserver (old browsers, unit tests) it renders at once.
 */
export function WhenVisible({ children, minHeight, margin = "0px" }: { children: ReactNode; minHeight: number; margin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const el = ref.current;
    if (seen || !el) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setSeen(true);
          io.disconnect();
        }
      },
      { rootMargin: margin },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [seen, margin]);
  return seen ? <>{children}</> : <div ref={ref} style={{ minHeight }} />;
}
