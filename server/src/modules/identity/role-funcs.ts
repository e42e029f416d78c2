import { authRoleFunc } from "./schema";
import type { Db } from "../../kit/db";

/**
 * Role → function codes, cached in memory (platform data that changes only with a release or an
 * operator edit). Reloaded at most every `ttlMs`, and at once after `invalidate()`.
 */
export class RoleFuncs {
  private map: Map<string, Set<string>> | null = null;
  private loadedAt = 0;
  private loading: Promise<Map<string, Set<string>>> | null = null;
  private readonly combos = new Map<string, ReadonlySet<string>>();

  constructor(private readonly ttlMs = 60_000) {}

  invalidate(): void {
    this.map = null;
    this.combos.clear();
  }

  private async load(db: Db): Promise<Map<string, Set<string>>> {
    if (this.map && Date.now() - this.loadedAt < this.ttlMs) return this.map;
    this.loading ??= (async () => {
      const rows = await db.select().from(authRoleFunc);
      const m = new Map<string, Set<string>>();
      for (const r of rows) {
        let s = m.get(r.roleCode);
        if (!s) m.set(r.roleCode, (s = new Set()));
        s.add(r.funcCode);
      }
      this.map = m;
      this.loadedAt = Date.now();
      this.combos.clear();
      return m;
    })().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  async funcsOf(db: Db, roles: readonly string[]): Promise<ReadonlySet<string>> {
    const map = await this.load(db);
    const key = [...roles].sort().join(",");
    let s = this.combos.get(key);
    if (!s) {
      const all = new Set<string>();
      for (const r of roles) for (const f of map.get(r) ?? []) all.add(f);
      s = all;
      this.combos.set(key, s);
    }
    return s;
  }
}
