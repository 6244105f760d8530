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
 * A form sent before React has hydrated it would be posted to the server as a plain form, and what was typed lost.
 * The loader holds such a submit (the form marked `aria-busy` and `data-kyg-held`, whose send button then shows a
 * spinner: app.css) and sends it again as soon as React has hydrated the
 * form (React's props are on the element); after HOLD_MS without the app, it is posted as a plain form after all.
 */
export const HOLD_MS = 20_000

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
const live=(f)=>Object.keys(f).some((k)=>k.indexOf('__reactProps$')===0),held=new Map();
const send=(f,s,native)=>{held.delete(f);f.removeAttribute('aria-busy');f.removeAttribute('data-kyg-held');if(!f.isConnected)return;if(native)HTMLFormElement.prototype.submit.call(f);else f.requestSubmit(s&&s.isConnected&&s.form===f?s:undefined)};
const wait=()=>{for(const [f,h] of held)if(live(f))send(f,h.s);else if(Date.now()-h.t>${HOLD_MS})send(f,h.s,1);if(held.size)setTimeout(wait,50)};
d.addEventListener('submit',(e)=>{const f=e.target;if(!(f instanceof HTMLFormElement)||live(f))return;e.preventDefault();
if(!held.size)setTimeout(wait,50);held.set(f,{s:e.submitter,t:Date.now()});f.setAttribute('aria-busy','true');f.setAttribute('data-kyg-held','')},true);
const parsed=new Promise((r)=>d.readyState==='loading'?d.addEventListener('DOMContentLoaded',r,{once:true}):r());
const painted=new Promise((r)=>d.visibilityState==='hidden'?r():(requestAnimationFrame(()=>setTimeout(r,0)),setTimeout(r,1000)));
Promise.all([parsed,painted]).then(start)})()`
