import { PlusOutlined } from "@ant-design/icons";
import { adminConsole, cmsAdvert, goods, shop, siteLink, type AdvertDetail, type AdvertSlot } from "@qinlian/contract";
import { useQueryClient } from "@tanstack/react-query";
import { App, Button, Empty, Form, Image, Input, InputNumber, Modal, Popconfirm, Radio, Space, Table, Tag, Typography } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCall } from "../api";
import { ImageUpload } from "./ImageUpload";
import { PagedPickerModal } from "./PagedPickerModal";
import { syncValidator } from "./syncValidator";
import "./editors.texts";
import "./catalog.texts";
import { untilSettled } from "./untilSettled";
import { useFormMutation } from "./useFormMutation";
import { FieldRangePicker } from "./FieldRangePicker";

interface DetailForm {
  title: string;
  imageUrl: string | null;
  linkType: AdvertDetail["linkType"];
  linkTarget: string | null;
  window?: [Dayjs | null, Dayjs | null];
  sort: number;
  on: boolean;
}

/** Where an advert link may point: GOODS/SHOP need an id; URL an https address or a site path. */
export function advertLinkError(linkType: AdvertDetail["linkType"], target: string | null | undefined): "need" | "url" | null {
  if (linkType === "NONE") return null;
  const v = (target ?? "").trim();
  if (!v) return "need";
  // the server's rule (contract siteLink): a page of this site, read as the browser reads it
  if (linkType === "URL" && !siteLink(v, window.location.origin)) return "url";
  return null;
}

/** An advert's link as a person reads it: the goods' or shop's name (linked), or the site path. */
function AdvertLinkTarget({ d }: { d: AdvertDetail }) {
  const { t } = useTranslation();
  const id = d.linkTarget ?? "";
  const goodsQ = useCall(goods.selGoodsById, { goodsId: id }, { enabled: d.linkType === "GOODS" && !!id, errBySelf: true, staleTime: 5 * 60_000, retry: false });
  const shopQ = useCall(shop.selShopInfoById, { shopId: id }, { enabled: d.linkType === "SHOP" && !!id, errBySelf: true, staleTime: 5 * 60_000, retry: false });
  if (d.linkType === "NONE") return <>{t("catalog.advertLink.NONE")}</>;
  const kind = t(`catalog.advertLink.${d.linkType}`);
  const loading = d.linkType === "GOODS" ? goodsQ.isLoading : d.linkType === "SHOP" ? shopQ.isLoading : false;
  const name = d.linkType === "GOODS" ? goodsQ.data?.name : d.linkType === "SHOP" ? shopQ.data?.name : (d.linkUrl ?? d.linkTarget);
  const text = name ?? (loading ? "…" : t("kitEditors.advert.targetGone"));
  return (
    <Typography.Text ellipsis={{ tooltip: `${kind}：${text}` }} style={{ maxWidth: "100%" }}>
      <Typography.Text type="secondary">{kind}：</Typography.Text>
      {d.linkUrl && name ? (
        <Link to={d.linkUrl} target="_blank" rel="noopener">
          {text}
        </Link>
      ) : (
        text
      )}
    </Typography.Text>
  );
}

/**
 * The adverts of one slot (platform or shop): list with image, link, time window and whether it
 * is live now; add, edit, delete. GOODS links are picked from the goods the slot may link to
 * (all on-sale goods for platform slots, the shop's own for shop slots); a shop slot's SHOP link
 * is the shop itself.
 */
export function AdvertDetailsEditor({ slot }: { slot: AdvertSlot }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const list = useCall(cmsAdvert.detailsBySlot, { advertId: slot.id });
  const [form] = Form.useForm<DetailForm>();
  const add = useFormMutation(cmsAdvert.addDetail, { form });
  const upd = useFormMutation(cmsAdvert.updDetail, { form });
  const del = useFormMutation(cmsAdvert.delDetail);
  const [editing, setEditing] = useState<AdvertDetail | "new" | null>(null);
  const [picking, setPicking] = useState<"GOODS" | "SHOP" | null>(null);
  const [pickedName, setPickedName] = useState<string | null>(null);
  const linkType = Form.useWatch("linkType", form);
  const refresh = () => Promise.all([qc.invalidateQueries({ queryKey: [cmsAdvert.detailsBySlot.path] }), qc.invalidateQueries({ queryKey: [adminConsole.advertSlots.path] }), qc.invalidateQueries({ queryKey: [cmsAdvert.shopSlots.path] })]);

  const open = (d: AdvertDetail | "new") => {
    setEditing(d);
    setPickedName(null);
    form.setFieldsValue(
      d === "new"
        ? { title: "", imageUrl: null, linkType: "NONE", linkTarget: null, window: undefined, sort: 0, on: true }
        : { title: d.title, imageUrl: d.imageUrl, linkType: d.linkType, linkTarget: d.linkTarget, window: [d.startAt ? dayjs(d.startAt) : null, d.endAt ? dayjs(d.endAt) : null] as [Dayjs | null, Dayjs | null], sort: d.sort, on: d.status === "ON" },
    );
  };
  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v || !editing) return;
    const body = {
      title: v.title,
      imageUrl: v.imageUrl ?? "",
      linkType: v.linkType,
      linkTarget: v.linkType === "NONE" ? null : (v.linkTarget ?? "").trim(),
      startAt: v.window?.[0] ? v.window[0].toISOString() : null,
      endAt: v.window?.[1] ? v.window[1].toISOString() : null,
      sort: v.sort,
      status: v.on ? ("ON" as const) : ("OFF" as const),
    };
    const res = await (editing === "new" ? add.submit({ ...body, advertId: slot.id }) : upd.submit({ ...body, id: editing.id }));
    if (!res) return;
    await refresh();
    setEditing(null);
    void message.success(t("kitEditors.advert.saved"));
  };
  const when = (iso: string | null) => (iso ? dayjs(iso).format("YYYY-MM-DD HH:mm") : "—");

  return (
    <div data-testid="advert-details">
      <Space style={{ marginBottom: 12, justifyContent: "space-between", width: "100%" }}>
        <span style={{ color: "#595959" }}>{t("kitEditors.advert.slotHelp", { w: slot.width, h: slot.height, n: slot.maxItems })}</span>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open("new")} data-testid="advert-add">
          {t("kitEditors.advert.add")}
        </Button>
      </Space>
      <Table<AdvertDetail>
        rowKey="id"
        size="small"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        pagination={false}
        tableLayout="fixed"
        scroll={{ x: 860 }}
        locale={{ emptyText: <Empty description={t("kitEditors.advert.empty")} /> }}
        columns={[
          { title: t("kitEditors.advert.image"), width: 100, render: (_v, r) => <Image src={r.imageUrl} width={84} height={34} style={{ objectFit: "cover" }} alt={r.title} /> },
          { title: t("kitEditors.advert.title"), dataIndex: "title", width: 160, ellipsis: { showTitle: true } },
          { title: t("kitEditors.advert.link"), render: (_v, r) => <AdvertLinkTarget d={r} /> },
          {
            title: t("kitEditors.advert.window"),
            width: 150,
            render: (_v, r) => (
              <span style={{ fontSize: 12, whiteSpace: "nowrap" }}>
                {when(r.startAt)}
                <br />~ {when(r.endAt)}
              </span>
            ),
          },
          { title: t("kitEditors.advert.sort"), dataIndex: "sort", width: 60 },
          {
            title: t("kitEditors.advert.state"),
            width: 90,
            render: (_v, r) => (r.live ? <Tag color="success">{t("kitEditors.advert.live")}</Tag> : <Tag>{r.status === "ON" ? t("kitEditors.advert.notLive") : t("catalog.advertStatus.OFF")}</Tag>),
          },
          {
            title: t("common.more"),
            width: 130,
            render: (_v, r) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => open(r)}>
                  {t("kitEditors.advert.edit")}
                </Button>
                <Popconfirm title={t("kitEditors.advert.deleteConfirm")} onConfirm={untilSettled(async () => (await del.submit({ id: r.id })) && refresh())}>
                  <Button type="link" size="small" danger>
                    {t("kitEditors.advert.delete")}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal open={!!editing} title={editing === "new" ? t("kitEditors.advert.add") : t("kitEditors.advert.edit")} onOk={() => void save()} onCancel={() => setEditing(null)} confirmLoading={add.isPending || upd.isPending} width={640} forceRender>
        <Form<DetailForm> form={form} layout="vertical">
          <Form.Item name="title" label={t("kitEditors.advert.title")} rules={[{ required: true, whitespace: true, message: t("kitEditors.advert.vTitle") }, { max: 60 }]}>
            <Input maxLength={60} data-testid="advert-title" />
          </Form.Item>
          <Form.Item name="imageUrl" label={t("kitEditors.advert.image")} extra={t("kitEditors.advert.imageHelp", { w: slot.width, h: slot.height })} rules={[{ required: true, message: t("kitEditors.advert.vImage") }]}>
            <ImageUpload />
          </Form.Item>
          <Form.Item name="linkType" label={t("kitEditors.advert.link")}>
            <Radio.Group
              onChange={(e) => {
                setPickedName(null);
                form.setFieldValue("linkTarget", e.target.value === "SHOP" && slot.scope === "SHOP" ? slot.shopId : null);
              }}
              options={(["NONE", "GOODS", "SHOP", "URL"] as const).map((k) => ({ value: k, label: t(`catalog.advertLink.${k}`) }))}
            />
          </Form.Item>
          {linkType && linkType !== "NONE" && (
            <Form.Item
              name="linkTarget"
              label={t(`kitEditors.advert.target_${linkType}`)}
              rules={[
                {
                  validator: syncValidator((v: string | null) => {
                    const e = advertLinkError(linkType, v);
                    if (e) throw new Error(t(`kitEditors.advert.v_${e}`));
                  }),
                },
              ]}
            >
              {linkType === "URL" ? (
                <Input placeholder="/goods/detail?goodsId=…" maxLength={500} />
              ) : (
                <Input
                  readOnly
                  placeholder={t("kitEditors.advert.pick")}
                  addonAfter={
                    linkType === "SHOP" && slot.scope === "SHOP" ? null : (
                      <a onClick={() => setPicking(linkType)} role="button">
                        {t("kitEditors.advert.pick")}
                      </a>
                    )
                  }
                  suffix={pickedName ? <span style={{ color: "#595959" }}>{pickedName}</span> : null}
                />
              )}
            </Form.Item>
          )}
          <Form.Item name="window" label={t("kitEditors.advert.window")} extra={t("kitEditors.advert.windowHelp")}>
            <FieldRangePicker label={t("kitEditors.advert.window")} showTime allowEmpty={[true, true]} style={{ width: "100%" }} />
          </Form.Item>
          <Space size={32}>
            <Form.Item name="sort" label={t("kitEditors.advert.sort")} rules={[{ required: true }]}>
              <InputNumber min={0} max={100000} precision={0} />
            </Form.Item>
            <Form.Item name="on" label={t("kitEditors.advert.state")}>
              <Radio.Group options={[{ value: true, label: t("catalog.advertStatus.ON") }, { value: false, label: t("catalog.advertStatus.OFF") }]} />
            </Form.Item>
          </Space>
        </Form>
      </Modal>
      <PagedPickerModal
        open={picking === "GOODS"}
        title={t("kitEditors.advert.pickGoods")}
        call={cmsAdvert.goodsForAdvert}
        rowKey="goodsId"
        input={(keyword) => ({ advertId: slot.id, keyword })}
        columns={[
          { title: t("kitEditors.advert.goods"), dataIndex: "name" },
          { title: t("kitEditors.advert.shop"), dataIndex: "shopName", width: 200 },
        ]}
        onCancel={() => setPicking(null)}
        onOk={(rows) => {
          setPicking(null);
          if (rows[0]) {
            form.setFieldValue("linkTarget", rows[0].goodsId);
            setPickedName(rows[0].name);
          }
        }}
      />
      <PagedPickerModal
        open={picking === "SHOP"}
        title={t("kitEditors.advert.pickShop")}
        call={shop.selListByParam}
        rowKey="shopId"
        input={(keyword) => ({ keyword })}
        columns={[
          { title: t("kitEditors.advert.shop"), dataIndex: "name" },
          { title: t("kitEditors.advert.owner"), dataIndex: "ownerName", width: 220 },
        ]}
        onCancel={() => setPicking(null)}
        onOk={(rows) => {
          setPicking(null);
          if (rows[0]) {
            form.setFieldValue("linkTarget", rows[0].shopId);
            setPickedName(rows[0].name);
          }
        }}
      />
    </div>
  );
}
