import { sanitizeHtml } from "./sanitizeHtml";
import "./RichTextEditor.css";

/**
 * Shows stored rich text, sanitised again here (never trust stored HTML): links only to pages of this
 * site, images only from our file store (see sanitizeHtml).
 */
export function RichTextView({ html, className = "ql-rich-text" }: { html: string | null | undefined; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html ?? "") }} />;
}
