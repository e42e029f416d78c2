import { cmsAdvert, type AdvertDetail } from "@qinlian/contract";
import { Carousel } from "antd";
import { LightSkeletonBlock } from "../../../kit/LightSkeleton";
import type { CarouselRef } from "antd/es/carousel";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { useCall } from "../../../api";
import { advertHref } from "./advertHref";

function AdvertLink({ ad, focusable, children }: { ad: AdvertDetail; focusable: boolean; children: ReactNode }) {
  const to = advertHref(ad.linkUrl);
  // slides out of view are aria-hidden: their links must not take the focus either
  return to ? (
    <Link to={to} tabIndex={focusable ? 0 : -1}>
      {children}
    </Link>
  ) : (
    <>{children}</>
  );
}

/**
 * The live adverts of a platform slot (or of a shop's slot) as a carousel; `fallback` shows when
 * the slot has none running. Each picture is shown whole, at the slot's aspect ratio (`ratio` =
 * width / height of the slot's pictures: 1200×400 → 3), however wide the screen.
 */
export function AdvertCarousel({ code, shopId, ratio, fallback, testId }: { code: string; shopId?: string; ratio: number; fallback?: ReactNode; testId?: string }) {
  const q = useCall(cmsAdvert.liveList, shopId ? { shopId } : { codes: [code] }, { staleTime: 60_000, errBySelf: true });
  const ads = (q.data ?? []).filter((s) => s.code === code).flatMap((s) => s.details);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const ref = useRef<CarouselRef>(null);
  const n = ads.length;
  // our own autoplay over a non-infinite carousel: no cloned (hidden but focusable) slides
  useEffect(() => {
    if (n < 2 || paused) return;
    const timer = setInterval(() => ref.current?.goTo((current + 1) % n), 5000);
    return () => clearInterval(timer);
  }, [n, current, paused]);
  if (q.isLoading) return <LightSkeletonBlock active style={{ width: "100%", height: "auto", aspectRatio: ratio }} />;
  if (!n) return <>{fallback ?? null}</>;
  return (
    <div data-testid={testId} onMouseEnter={() => setPaused(true)} onMouseLeave={() => setPaused(false)} onFocus={() => setPaused(true)} onBlur={() => setPaused(false)}>
      <Carousel ref={ref} infinite={false} afterChange={setCurrent}>
        {ads.map((ad, i) => (
          <div key={ad.id}>
            <AdvertLink ad={ad} focusable={i === current}>
              <img
                src={ad.imageUrl}
                alt={ad.title}
                loading={i === 0 ? "eager" : "lazy"}
                style={{ width: "100%", height: "auto", aspectRatio: ratio, objectFit: "cover", display: "block", borderRadius: 4 }}
              />
            </AdvertLink>
          </div>
        ))}
      </Carousel>
    </div>
  );
}
