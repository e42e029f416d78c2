import { PGlite } from '@electric-sql/pglite';
let t=Date.now();
const db = await PGlite.create();
console.log('create', Date.now()-t); t=Date.now();
await db.exec("create table t(id int primary key, v int); insert into t values (1,0)");
const c = await db.clone();
console.log('clone', Date.now()-t); t=Date.now();
const dump = await db.dumpDataDir('none');
console.log('dump', Date.now()-t, dump.size); t=Date.now();
const d2 = await PGlite.create({loadDataDir: dump});
console.log('load', Date.now()-t, (await d2.query('select * from t')).rows); t=Date.now();
// concurrency: two transactions
const p1 = db.transaction(async tx => { const r = await tx.query('select v from t where id=1 for update'); await new Promise(r=>setTimeout(r,50)); await tx.query('update t set v=$1 where id=1',[r.rows[0].v+1]); });
const p2 = db.transaction(async tx => { const r = await tx.query('select v from t where id=1 for update'); await tx.query('update t set v=$1 where id=1',[r.rows[0].v+1]); });
const p3 = db.query('select v from t');
await Promise.all([p1,p2]);
console.log('after', (await db.query('select v from t')).rows, (await p3).rows);
