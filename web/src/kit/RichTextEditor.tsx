import { BoldOutlined, CodeOutlined, FontSizeOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, PictureOutlined, UnderlineOutlined, UnorderedListOutlined, ClearOutlined } from "@ant-design/icons";
import { Button, Input, Space, Tooltip } from "antd";
import type { Rule } from "antd/es/form";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { htmlHasContent, safeUrl, sanitizeHtml } from "./sanitizeHtml";
import "./editors.texts";
import "./RichTextEditor.css";

/** antd Form rules for a RichTextEditor field: required (text or an image) and a maximum HTML length. */
export function useRichTextRules(opts: { required?: string; max?: number } = {}): Rule[] {
  const { t } = useTranslation();
  return [
    {
      required: !!opts.required,
      validator: async (_r, v: string | undefined) => {
        if (opts.required && !htmlHasContent(v ?? "")) throw new Error(opts.required);
        if (opts.max && (v ?? "").length > opts.max) throw new Error(t("kitEditors.rich.tooLong", { max: opts.max }));
      },
    },
  ];
}

export interface RichTextEditorProps {
  /** Sanitised HTML. */
  value?: string;
  onChange?(html: string): void;
  placeholder?: string;
  minHeight?: number;
  /** Extra toolbar items (e.g. an upload button that calls `insertImage`). */
  extra?: (insertImage: (url: string) => void) => ReactNode;
}

/**
 * A small rich text editor on contentEditable: bold, italic, underline, heading, lists, links,
 * images and a source view. Its value is always sanitised HTML (see sanitizeHtml).
 */
export function RichTextEditor({ value, onChange, placeholder, minHeight = 200, extra }: RichTextEditorProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const last = useRef<string | null>(null);
  const [source, setSource] = useState(false);
  const [draft, setDraft] = useState("");

  // Write the value into the editable box only when it changed from outside (keeps the caret).
  useEffect(() => {
    if (source || !box.current) return;
    const html = value ?? "";
    if (html !== last.current) {
      box.current.innerHTML = sanitizeHtml(html);
      last.current = html;
    }
  }, [value, source]);

  const emit = () => {
    if (!box.current) return;
    const html = sanitizeHtml(box.current.innerHTML);
    last.current = html;
    onChange?.(html);
  };
  const exec = (cmd: string, arg?: string) => {
    box.current?.focus();
    document.execCommand(cmd, false, arg);
    emit();
  };
  const insertImage = (url: string) => {
    if (!safeUrl(url, "src")) return;
    const img = `<img src="${url.replace(/"/g, "&quot;")}" alt="">`;
    if (source) {
      const next = `${draft}<p>${img}</p>`;
      setDraft(next);
      onChange?.(sanitizeHtml(next));
    } else exec("insertHTML", img);
  };
  const tool = (title: string, icon: ReactNode, onClick: () => void) => (
    <Tooltip title={title} key={title}>
      <Button size="small" type="text" icon={icon} onMouseDown={(e) => e.preventDefault()} onClick={onClick} disabled={source} aria-label={title} />
    </Tooltip>
  );

  return (
    <div style={{ border: "1px solid #d9d9d9", borderRadius: 4 }} data-testid="rich-text">
      <Space wrap size={2} style={{ padding: 4, borderBottom: "1px solid #f0f0f0", width: "100%" }}>
        {tool(t("kitEditors.rich.bold"), <BoldOutlined />, () => exec("bold"))}
        {tool(t("kitEditors.rich.italic"), <ItalicOutlined />, () => exec("italic"))}
        {tool(t("kitEditors.rich.underline"), <UnderlineOutlined />, () => exec("underline"))}
        {tool(t("kitEditors.rich.heading"), <FontSizeOutlined />, () => exec("formatBlock", "<h3>"))}
        {tool(t("kitEditors.rich.ul"), <UnorderedListOutlined />, () => exec("insertUnorderedList"))}
        {tool(t("kitEditors.rich.ol"), <OrderedListOutlined />, () => exec("insertOrderedList"))}
        {tool(t("kitEditors.rich.link"), <LinkOutlined />, () => {
          const url = window.prompt(t("kitEditors.rich.linkPrompt"));
          const href = url ? safeUrl(url, "href") : null;
          if (href) exec("createLink", href);
        })}
        {tool(t("kitEditors.rich.image"), <PictureOutlined />, () => {
          const url = window.prompt(t("kitEditors.rich.imagePrompt"));
          if (url) insertImage(url);
        })}
        {tool(t("kitEditors.rich.clear"), <ClearOutlined />, () => exec("removeFormat"))}
        {extra?.(insertImage)}
        <Button
          size="small"
          type={source ? "primary" : "text"}
          icon={<CodeOutlined />}
          onClick={() => {
            if (!source) setDraft(value ?? "");
            setSource(!source);
          }}
        >
          {source ? t("kitEditors.rich.visual") : t("kitEditors.rich.source")}
        </Button>
      </Space>
      {source ? (
        <Input.TextArea
          value={draft}
          autoSize={{ minRows: 8 }}
          variant="borderless"
          onChange={(e) => {
            // The source as typed stays on screen; the field's value is always the sanitised HTML.
            setDraft(e.target.value);
            onChange?.(sanitizeHtml(e.target.value));
          }}
          data-testid="rich-text-source"
        />
      ) : (
        <div
          ref={box}
          className="ql-rich-text"
          contentEditable
          suppressContentEditableWarning
          role="textbox"
          aria-multiline
          aria-placeholder={placeholder ?? t("kitEditors.rich.placeholder")}
          data-placeholder={placeholder ?? t("kitEditors.rich.placeholder")}
          onInput={emit}
          onBlur={emit}
          style={{ minHeight, padding: "8px 12px", outline: "none", overflowWrap: "anywhere" }}
          data-testid="rich-text-box"
        />
      )}
    </div>
  );
}

export { RichTextView } from "./RichTextView";
