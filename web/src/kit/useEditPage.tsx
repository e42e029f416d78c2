import type { CallDef } from "@qinlian/contract";
import { App, Button, Empty, Skeleton, Space, type FormInstance } from "antd";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import type { z } from "zod";
import { useCall } from "../api";
import { invalidateCalls } from "./invalidate";
import "./texts";

type ByIdCall = CallDef<z.ZodType<{ id: string }>>;

export interface EditPageOptions<C extends ByIdCall> {
  /** Where the page goes back to (the list). */
  listPath: string;
  /** Fills the form with the loaded record (default: the record as it is). */
  form?: FormInstance;
  toForm?: (record: z.output<C["output"]>) => object;
  /** Shown when the id names nothing the member may see. */
  notFoundText: string;
}

/**
 * The shell of an add/edit page at `…/add` and `…/update/:id`: loads the record by the route's `:id`,
 * fills the form once loaded, and gives a `gate` to render instead of the form while it loads or when
 * the id names nothing (a not-found notice with a way back). `saved(…reads)` says so, refreshes the
 * named reads and goes back to the list.
 */
export function useEditPage<C extends ByIdCall>(byId: C, opts: EditPageOptions<C>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { id } = useParams();
  const current = useCall(byId, { id: id ?? "" } as z.input<C["input"]>, { enabled: !!id, errBySelf: true });
  const { form, toForm } = opts;
  useEffect(() => {
    if (current.data && form) form.setFieldsValue(toForm ? toForm(current.data) : current.data);
    // fill once per loaded record; toForm is a fresh function each render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current.data, form]);
  const back = () => void navigate(opts.listPath);
  let gate: ReactNode = null;
  if (id && current.isLoading) gate = <Skeleton active />;
  else if (id && !current.data)
    gate = (
      <Empty description={opts.notFoundText}>
        <Button onClick={back}>{t("common.back")}</Button>
      </Empty>
    );
  const saved = async (...reads: CallDef[]) => {
    void message.success(t("kit.edit.saved"));
    await invalidateCalls(...reads);
    back();
  };
  return { id, current, gate, back, saved };
}

/** The save and back buttons under an add/edit form. */
export function SaveBackButtons({ saving, onBack, testId }: { saving: boolean; onBack: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <Space>
      <Button type="primary" htmlType="submit" loading={saving} data-testid={`${testId}-submit`}>
        {t("common.save")}
      </Button>
      <Button onClick={onBack}>{t("common.back")}</Button>
    </Space>
  );
}
