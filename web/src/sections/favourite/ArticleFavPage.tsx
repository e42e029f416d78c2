import { favourite } from "@qinlian/contract";
import type { z } from "zod";
import { useTranslation } from "react-i18next";
import { ListPage } from "../../kit/ListPage";
import { PageHeader } from "../../kit/PageHeader";
import { AvailableTag, FavSearchFields, favInput, RemoveButton, savedOn } from "./shared";
import "./texts";

type Row = z.output<typeof favourite.articleList.output>["list"][number];

/**
 * 资讯收藏 (/setup/collection, /service/collection, /transaction/zxsc). Articles come with the CMS;
 * until then nothing can be favourited and the list shows its empty state.
 */
export default function ArticleFavPage() {
  const { t } = useTranslation();
  return (
    <div>
      <PageHeader title={t("fav.articles")} />
      <ListPage
        testId="fav-articles"
        call={favourite.articleList}
        rowKey="favId"
        input={favInput}
        searchFields={<FavSearchFields />}
        emptyText={t("fav.emptyArticles")}
        columns={[
          { title: t("fav.columns.title"), render: (_v, a: Row) => a.title ?? a.articleId },
          { title: t("fav.columns.status"), render: (_v, a: Row) => <AvailableTag available={a.available} /> },
          { title: t("fav.columns.favouritedAt"), responsive: ["sm"], render: (_v, a: Row) => savedOn(a.favouritedAt) },
          { title: t("fav.columns.actions"), render: (_v, a: Row) => <RemoveButton favId={a.favId} /> },
        ]}
      />
    </div>
  );
}
