import type { AdvertDetail } from "@qinlian/contract";
import { LeftOutlined, RightOutlined } from "@ant-design/icons";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { advertHref } from "../goods/components/advertHref";

/** An advert's picture, linked where the advert points (an in-app path) or plain. */
function AdvertLink({ ad, children, tabIndex }: { ad: AdvertDetail; children: ReactNode; tabIndex?: number }) {
  const to = advertHref(ad.linkUrl);
  return to ? (
    <Link to={to} tabIndex={tabIndex} style={{ display: "block", height: "100%" }}>
      {children}
    </Link>
  ) : (
    <>{children}</>
  );
}

/**
 * One advert shown whole: the box takes the slot's own proportions (e.g. 280×200), so the picture is
 * never cropped at any width.
 */
export function AdvertImage({ ad, width, height, testId }: { ad: AdvertDetail; width: number; height: number; testId?: string }) {
  return (
    <div className="ql-advert" style={{ aspectRatio: `${width} / ${height}` }} data-testid={testId}>
      <AdvertLink ad={ad}>
        <img src={ad.imageUrl} alt={ad.title} width={width} height={height} loading="lazy" decoding="async" />
      </AdvertLink>
    </div>
  );
}

/**
 * The home banner: the slot's adverts one at a time, fading, in a box that keeps the slot's 3:1 so the
 * whole 1200×400 picture shows at every width. Slides that are not showing are `inert` (nothing inside
 * them can take focus), dots and arrows are buttons, and the turning pauses under the pointer or focus.
 */
export function HomeBanner({ ads, width = 1200, height = 400 }: { ads: readonly AdvertDetail[]; width?: number; height?: number }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const total = ads.length;
  const at = total ? current % total : 0;
  useEffect(() => {
    if (paused || total < 2) return;
    const timer = window.setInterval(() => setCurrent((c) => (c + 1) % total), 5000);
    return () => window.clearInterval(timer);
  }, [paused, total]);
  const go = (i: number) => setCurrent((i + total) % total);
  return (
    <section
      className="ql-banner"
      style={{ aspectRatio: `${width} / ${height}` }}
      aria-roledescription="carousel"
      aria-label={t("home.banner")}
      data-testid="home-banner"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {ads.map((ad, i) => (
        <div
          key={ad.id}
          className="ql-banner-slide"
          data-active={i === at}
          role="group"
          aria-roledescription="slide"
          aria-label={t("home.slide", { n: i + 1, total, title: ad.title })}
          aria-hidden={i !== at}
          inert={i !== at}
        >
          <AdvertLink ad={ad}>
            <img
              src={ad.imageUrl}
              alt={ad.title}
              width={width}
              height={height}
              loading={i === 0 ? "eager" : "lazy"}
              fetchPriority={i === 0 ? "high" : "auto"}
              decoding="async"
              data-testid={i === at ? "home-banner-image" : undefined}
            />
          </AdvertLink>
        </div>
      ))}
      {total > 1 && (
        <>
          <button type="button" className="ql-banner-arrow prev" aria-label={t("home.prev")} onClick={() => go(at - 1)}>
            <LeftOutlined aria-hidden />
          </button>
          <button type="button" className="ql-banner-arrow next" aria-label={t("home.next")} onClick={() => go(at + 1)}>
            <RightOutlined aria-hidden />
          </button>
          <div className="ql-banner-dots">
            {ads.map((ad, i) => (
              <button
                key={ad.id}
                type="button"
                aria-label={t("home.slide", { n: i + 1, total, title: ad.title })}
                aria-current={i === at ? "true" : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
