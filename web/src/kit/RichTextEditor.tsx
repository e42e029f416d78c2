import { BoldOutlined, CodeOutlined, FontSizeOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, PictureOutlined, UnderlineOutlined, UnorderedListOutlined, ClearOutlined } from "@ant-design/icons";
import { Button, Input, Space, Tooltip } from "antd";
import type { Rule } from "antd/es/form";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { htmlHasContent, safeUrl, sanitizeHtml } from "./sanitizeHtml";
import { syncValidator } from "./syncValidator";
import "./editors.texts";
import "./RichTextEditor.css";

/** antd Form rules for a RichTextEditor field: required (text or an image) and a maximum HTML length. */
export function useRichTextRules(opts: { required?: string; max?: number } = {}): Rule[] {
  const { t } = useTranslation();
  return [
    {
      required: !!opts.required,
      validator: syncValidator((v: string | undefined) => {
        if (opts.required && !htmlHasContent(v ?? "")) throw new Error(opts.required);
        if (opts.max && (v ?? "").length > opts.max) throw new Error(t("kitEditors.rich.tooLong", { max: opts.max }));
      }),
    },
  ];
}

export interface RichTextEditorProps {
  /** Sanitised HTML. */
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
  minHeight?: number;
  /** Extra toolbar items (e.g. an upload button that calls `insertImage`). */
  extra?: (insertImage: (url: string) => void) => ReactNode;
  /** The editor's accessible name (a Form.Item's label cannot name a contentEditable box); the placeholder when not given. */
  "aria-label"?: string;
  /** From a Form.Item: the field's id, and its error and help texts. */
  id?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean | "true" | "false";
}

function Tool(props: { title: string; icon: ReactNode; onClick: () => void; disabled: boolean }) {
  return (
    <Tooltip title={props.title}>
      <Button size="small" type="text" icon={props.icon} onMouseDown={(e) => e.preventDefault()} onClick={props.onClick} disabled={props.disabled} aria-label={props.title} />
    </Tooltip>
  );
}

/** The caller's extra tools; they get the editor's image insert to call from their own event handlers. */
function ExtraTools(props: { render: (insertImage: (url: string) => void) => ReactNode; insertImage: (url: string) => void }) {
  return props.render(props.insertImage);
}

/**
 * A small rich text editor on contentEditable: bold, italic, underline, heading, lists, links,
 * images and a source view. Its value is always sanitised HTML (see sanitizeHtml).
 */
export function RichTextEditor({ value, onChange, placeholder, minHeight = 200, extra, ...a11y }: RichTextEditorProps) {
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
  return (
    <div style={{ border: "1px solid #d9d9d9", borderRadius: 4 }} data-testid="rich-text">
      <Space wrap size={2} style={{ padding: 4, borderBottom: "1px solid #f0f0f0", width: "100%" }}>
        <Tool title={t("kitEditors.rich.bold")} icon={<BoldOutlined />} onClick={() => exec("bold")} disabled={source} />
        <Tool title={t("kitEditors.rich.italic")} icon={<ItalicOutlined />} onClick={() => exec("italic")} disabled={source} />
        <Tool title={t("kitEditors.rich.underline")} icon={<UnderlineOutlined />} onClick={() => exec("underline")} disabled={source} />
        <Tool title={t("kitEditors.rich.heading")} icon={<FontSizeOutlined />} onClick={() => exec("formatBlock", "<h3>")} disabled={source} />
        <Tool title={t("kitEditors.rich.ul")} icon={<UnorderedListOutlined />} onClick={() => exec("insertUnorderedList")} disabled={source} />
        <Tool title={t("kitEditors.rich.ol")} icon={<OrderedListOutlined />} onClick={() => exec("insertOrderedList")} disabled={source} />
        <Tool
          title={t("kitEditors.rich.link")}
          icon={<LinkOutlined />}
          onClick={() => {
            const url = window.prompt(t("kitEditors.rich.linkPrompt"));
            const href = url ? safeUrl(url, "href") : null;
            if (href) exec("createLink", href);
          }}
          disabled={source}
        />
        <Tool
          title={t("kitEditors.rich.image")}
          icon={<PictureOutlined />}
          onClick={() => {
            const url = window.prompt(t("kitEditors.rich.imagePrompt"));
            if (url) insertImage(url);
          }}
          disabled={source}
        />
        <Tool title={t("kitEditors.rich.clear")} icon={<ClearOutlined />} onClick={() => exec("removeFormat")} disabled={source} />
        {extra && <ExtraTools render={extra} insertImage={insertImage} />}
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
          id={a11y.id}
          aria-label={a11y["aria-label"] ?? placeholder ?? t("kitEditors.rich.placeholder")}
          aria-describedby={a11y["aria-describedby"]}
          aria-invalid={a11y["aria-invalid"]}
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
