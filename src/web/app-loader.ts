// How a hydrated page loads the app (ADR 142). The server writes no <link rel="modulepreload"> in the head; it writes
// data blocks instead: the entry's address and chunks (APP_ENTRY_ATTR) and one list per matched lazy route
// (ROUTE_CHUNKS_ATTR). APP_LOADER, an inline script at the end of the body, waits until the page is parsed and has
// painted once, then adds the preload of the dictionary and the modulepreload links of all those chunks, a few per
// task, and the entry script last. The first paint gets the whole connection (the stylesheet and the HTML, nothing else), and the app's
// files all start together right after it: hydration waits for no chain of imports.

/** The id of the public configuration's data block (written by routes/__root.tsx, read by hydrate.tsx). */
export const CONFIG_SCRIPT_ID = 'kyg-config'
/** `<script type="application/json" data-kyg-app="<entry url>">["<chunk>", …]</script>`: the entry and its chunks. */
export const APP_ENTRY_ATTR = 'data-kyg-app'
/** `<script type="application/json" data-kyg-chunks>["<chunk>", …]</script>`: a matched lazy route's chunks. */
export const ROUTE_CHUNKS_ATTR = 'data-kyg-chunks'

/**
 * Links added per task. Adding one costs Chromium 1-2 ms of main thread on a slow phone (a fetch starts, CSP and the
 * caches are checked), and a page has 10-25 of them: a few per task keeps every task short, so a tap during loading
 * is answered at once (and Lighthouse counts no blocking time for it; ADR 150).
 */
export const LINKS_PER_TASK = 4

// Plain ES2017 that runs before any bundle: no imports. Runs once, even if the client re-inserts it.
export const APP_LOADER = `(()=>{if(self.__kygLoader)return;self.__kygLoader=1;
const d=document,n=d.currentScript&&d.currentScript.nonce;
const add=(a)=>{const l=d.createElement('link');Object.assign(l,a);if(n)l.nonce=n;d.head.appendChild(l)};
const list=(s)=>{try{return JSON.parse(s.textContent)}catch(e){return[]}};
const start=()=>{const app=d.querySelector('script[${APP_ENTRY_ATTR}]');if(!app)return;
const c=list(d.getElementById('${CONFIG_SCRIPT_ID}')||{textContent:'{}'}),u=c.localeUrls||{},w=u[d.documentElement.lang]||u.en;
const todo=[];if(w)todo.push({rel:'preload',as:'fetch',crossOrigin:'anonymous',href:w});
const seen=new Set();for(const s of [app,...d.querySelectorAll('script[${ROUTE_CHUNKS_ATTR}]')])for(const h of list(s))if(!seen.has(h)){seen.add(h);todo.push({rel:'modulepreload',href:h})}
const next=()=>{for(const a of todo.splice(0,${LINKS_PER_TASK}))add(a);if(todo.length){setTimeout(next,0);return}
const e=d.createElement('script');e.type='module';e.src=app.getAttribute('${APP_ENTRY_ATTR}');if(n)e.nonce=n;d.body.appendChild(e)};next()};
const parsed=new Promise((r)=>d.readyState==='loading'?d.addEventListener('DOMContentLoaded',r,{once:true}):r());
const painted=new Promise((r)=>d.visibilityState==='hidden'?r():(requestAnimationFrame(()=>setTimeout(r,0)),setTimeout(r,1000)));
Promise.all([parsed,painted]).then(start)})()`
