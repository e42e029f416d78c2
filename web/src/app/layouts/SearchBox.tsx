import { useRef } from "react";
import "./searchBox.css";

export interface SearchBoxProps {
  /** The box's accessible name (also the search landmark's). */
  label: string;
  placeholder?: string;
  /** The button's text. */
  button: string;
  onSearch: (keyword: string) => void;
  defaultValue?: string;
  /** "large": 40 px high (the header on wide screens, the goods list); "middle": 32 px. */
  size?: "large" | "middle";
  maxLength?: number;
  autoFocus?: boolean;
  className?: string;
  /** On the text box (what a person types into). */
  "data-testid"?: string;
}

/**
 * A keyword box and its 搜索 button: a plain form (Enter or the button submits), styled like antd's
 * `Input.Search` with the enter button. Used where antd's input would bring its form stack into a page's
 * first load (the header on every public page, the goods list).
 */
export function SearchBox({ label, placeholder, button, onSearch, defaultValue, size = "large", maxLength, autoFocus, className, "data-testid": testId }: SearchBoxProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <form
      role="search"
      aria-label={label}
      className={`ql-searchbox ql-searchbox-${size}${className ? ` ${className}` : ""}`}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(input.current?.value ?? "");
      }}
    >
      <input
        ref={input}
        type="search"
        name="keyword"
        enterKeyHint="search"
        autoComplete="off"
        aria-label={label}
        placeholder={placeholder}
        defaultValue={defaultValue}
        maxLength={maxLength}
        autoFocus={autoFocus}
        data-testid={testId}
      />
      <button type="submit">{button}</button>
    </form>
  );
}
