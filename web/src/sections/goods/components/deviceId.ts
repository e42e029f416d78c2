const KEY = "qinlian.deviceId";
const VALID = /^[A-Za-z0-9_-]{16,64}$/;
let memory: string | null = null;

const fresh = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID().replaceAll("-", "")
    : Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join("");

/**
 * This browser's device id: generated once and kept in localStorage, so a visitor's recently viewed
 * goods (the watch list) follow them across visits without a login. In private mode it lasts the page.
 */
export function deviceId(): string {
  try {
    const saved = localStorage.getItem(KEY);
    if (saved && VALID.test(saved)) return saved;
    const id = fresh();
    localStorage.setItem(KEY, id);
    return id;
  } catch {
    memory ??= fresh();
    return memory;
  }
}
