import { cmsAdvert, type AdvertDetail } from "@qinlian/contract";
import { Carousel, Skeleton } from "antd";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useCall } from "../../../api";
import { advertHref } from "./advertHref";

function AdvertLink({ ad, children }: { ad: AdvertDetail; children: ReactNode }) {
  const to = advertHref(ad.linkUrl);
  return to ? <Link to={to}>{children}</Link> : <>{children}</>;
}

/**
 * The live adverts of a platform slot (or of a shop's slot) as a carousel; `fallback` shows when
 * the slot has none running.
 */
export function AdvertCarousel({ code, shopId, height, fallback, testId }: { code: string; shopId?: string; height: number; fallback?: ReactNode; testId?: string }) {
  const q = useCall(cmsAdvert.liveList, shopId ? { shopId } : { codes: [code] }, { staleTime: 60_000, errBySelf: true });
  const ads = (q.data ?? []).filter((s) => s.code === code).flatMap((s) => s.details);
  if (q.isLoading) return <Skeleton.Image active style={{ width: "100%", height }} />;
  if (!ads.length) return <>{fallback ?? null}</>;
  return (
    <div data-testid={testId}>
      <Carousel autoplay autoplaySpeed={5000}>
        {ads.map((ad) => (
          <div key={ad.id}>
            <AdvertLink ad={ad}>
              <img src={ad.imageUrl} alt={ad.title} style={{ width: "100%", height, objectFit: "cover", display: "block", borderRadius: 4 }} />
            </AdvertLink>
          </div>
        ))}
      </Carousel>
    </div>
  );
}
