import type { CallDef, GoodsStatus, GoodsView } from "@qinlian/contract";
import { Alert, App, Button, Card, Col, Form, Input, InputNumber, Row, Skeleton, Space, type FormInstance } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { CategoryCascader } from "../../../kit/CategoryPicker";
import { DictSelect } from "../../../kit/DictSelect";
import { ImageListUpload } from "../../../kit/ImageListUpload";
import { RichTextEditor, useRichTextRules } from "../../../kit/RichTextEditor";
import { useRefreshGoods } from "./useGoodsActions";
import "./texts";
import { useFormMutation } from "../../../kit/useFormMutation";
import { useMe } from "../../../kit/useMe";

/** Fields every post has: name, images, description and the contact. */
export interface PostBase {
  name: string;
  images: string[];
  description: string;
  contactName: string;
  contactMobile: string;
}

export const postBaseOf = (g: GoodsView): PostBase => {
  const ext = g.ext && "contactName" in g.ext ? g.ext : null;
  return { name: g.name, images: g.images, description: g.description, contactName: ext?.contactName ?? "", contactMobile: ext?.contactMobile ?? "" };
};

/** The base fields as the calls take them. */
export const postBaseInput = (v: PostBase) => ({ name: v.name.trim(), images: v.images ?? [], description: v.description ?? "", contactName: v.contactName.trim(), contactMobile: v.contactMobile.trim() });

type SaveCall = CallDef & { output: z.ZodType<{ status: GoodsStatus }> };

/**
 * Saving a post: publishes it (new) or modifies it (with the version it was read at), then refreshes
 * the member's goods lists and says what state it landed in. `save` resolves true when it went through.
 */
export function usePostSave<P extends SaveCall, M extends SaveCall>(publishDef: P, modifyDef: M, existing: GoodsView | null) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const refresh = useRefreshGoods();
  const publish = useFormMutation(publishDef);
  const modify = useFormMutation(modifyDef);
  return {
    busy: publish.isPending || modify.isPending,
    save: async (body: z.input<P["input"]> & Omit<z.input<M["input"]>, "goodsId" | "version">, form?: FormInstance): Promise<boolean> => {
      const res = await (existing ? modify.submit({ ...body, goodsId: existing.goodsId, version: existing.version }, { form }) : publish.submit(body, { form }));
      if (!res) return false;
      await refresh();
      void message.success(t(`goodsSeller.form.saved_${res.status}`));
      return true;
    },
  };
}

/** One of two form items side by side in a post form's row. */
export function HalfItem(props: React.ComponentProps<typeof Form.Item>) {
  return (
    <Col xs={24} md={12}>
      <Form.Item labelCol={{ span: 8 }} wrapperCol={{ span: 16 }} {...props} />
    </Col>
  );
}

/** What and how much a supply or demand post trades: the category (level 2 or 3), the quantity and its unit. */
export function WhatAndHowMuch({ quantityLabel }: { quantityLabel: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="categoryId" label={t("goodsSeller.f.category")} rules={[{ required: true, message: t("goodsSeller.v.category") }]}>
        <CategoryCascader selectable="level2" data-testid="post-category" />
      </Form.Item>
      <Row>
        <HalfItem name="quantity" label={quantityLabel} rules={[{ required: true, message: t("goodsSeller.v.quantity") }]}>
          <InputNumber min={0.01} max={1e9} style={{ width: "100%" }} data-testid="post-quantity" />
        </HalfItem>
        <HalfItem name="unit" label={t("goodsSeller.f.unit")} rules={[{ required: true, message: t("goodsSeller.v.unit") }]}>
          <DictSelect dictId="UNIT" data-testid="post-unit" />
        </HalfItem>
      </Row>
    </>
  );
}

/**
 * The frame of every post form (supply, demand, land, service): the type's own fields in the
 * middle, then images, description and contact, and the save button. Validates before submitting.
 */
export function PostFormShell<V extends PostBase>(props: {
  initial: Partial<V>;
  existing: GoodsView | null;
  children: ReactNode;
  /** Saves; the form is where the server's field errors go. */
  onSubmit: (values: V, form: FormInstance<V>) => Promise<boolean>;
  busy: boolean;
  submitText: string;
  backTo: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { me, isLoading: meLoading } = useMe();
  const descRules = useRichTextRules({ max: 50_000 });
  const [form] = Form.useForm<V>();
  const submit = async (v: V) => {
    if (await props.onSubmit({ ...(form.getFieldsValue(true) as V), ...v }, form)) void navigate(props.backTo);
  };
  // The contact prefill needs the member; on a reload it arrives after the first render.
  if (meLoading && !props.existing) return <Skeleton active />;
  return (
    <Form<V>
      form={form}
      labelCol={{ span: 4 }}
      wrapperCol={{ span: 18 }}
      initialValues={{ images: [], description: "", contactName: me?.realName ?? me?.nickname ?? "", ...props.initial }}
      scrollToFirstError
      onFinish={(v) => void submit(v)}
      data-testid={props.testId}
    >
      {props.existing?.rejectReason && <Alert type="error" showIcon style={{ marginBottom: 16 }} message={t("goodsSeller.form.rejected")} description={props.existing.rejectReason} />}
      <Card size="small" style={{ marginBottom: 16 }}>
        <Form.Item name="name" label={t("goodsSeller.post.title")} rules={[{ required: true, whitespace: true, message: t("goodsSeller.v.postTitle") }, { max: 60 }]}>
          <Input maxLength={60} showCount data-testid="post-name" />
        </Form.Item>
        {props.children}
        <Form.Item name="images" label={t("goodsSeller.f.images")}>
          <ImageListUpload max={10} />
        </Form.Item>
        <Form.Item name="description" label={t("goodsSeller.post.description")} rules={descRules}>
          <RichTextEditor minHeight={140} />
        </Form.Item>
        <Row>
          <Col xs={24} md={12}>
            <Form.Item name="contactName" label={t("goodsSeller.post.contactName")} labelCol={{ span: 8 }} wrapperCol={{ span: 16 }} rules={[{ required: true, whitespace: true, message: t("goodsSeller.v.contactName") }, { max: 20 }]}>
              <Input maxLength={20} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="contactMobile" label={t("goodsSeller.post.contactMobile")} labelCol={{ span: 8 }} wrapperCol={{ span: 16 }} rules={[{ required: true, message: t("goodsSeller.v.mobile") }, { pattern: /^1[3-9]\d{9}$/, message: t("goodsSeller.v.mobile") }]}>
              <Input maxLength={11} data-testid="post-mobile" />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Space wrap>
        <Button onClick={() => void navigate(props.backTo)}>{t("common.cancel")}</Button>
        <Button type="primary" htmlType="submit" loading={props.busy} data-testid="post-submit">
          {props.submitText}
        </Button>
      </Space>
    </Form>
  );
}
