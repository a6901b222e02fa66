/** Where a prerendered page names its entry module, for the loader below. */
export const ENTRY_META = 'beneficios:entry';
/** Where it names the other modules its hydration needs (space-separated), asked for together with the entry. */
export const MODULES_META = 'beneficios:modules';

/**
 * The second inline script a page may carry, last in the <body> of every prerendered page (app/build/deferEntry.ts):
 * it asks for the page's entry module only once the first contentful paint is on screen. Everything the page shows
 * is already in the HTML and its inline CSS, so a phone spends the slow line on that paint first and on the scripts
 * after it. Without paint timing (or if no paint is reported within 3 s) it falls back to the next frame. The server
 * allows exactly this text by its hash.
 *
 * With the entry it preloads every module the hydration will need (the entry's imports, the page's chunk and its
 * imports): all of them travel at once instead of one round trip after another, and Vite's loader of lazy chunks
 * finds them on the page instead of adding their links itself in the task that starts the hydration. Four links per
 * task: adding a link costs a throttled phone about 5 ms, and a dozen at once blocked it for 60 ms.
 */
export const deferredEntryScript =
  `(function(){var d=document,done=0;function meta(n){return d.querySelector('meta[name="'+n+'"]')}` +
  `function add(e){d.head.appendChild(e)}function load(){if(done++)return;setTimeout(function(){` +
  `var m=meta("${ENTRY_META}");if(!m)return;var s=d.createElement("script");` +
  `s.type="module";s.crossOrigin="";s.src=m.content;add(s);` +
  `var l=meta("${MODULES_META}"),u=l?l.content.split(" "):[],i=0;(function next(){` +
  `for(var n=0;n<4&&i<u.length;n++){var p=d.createElement("link");p.rel="modulepreload";p.as="script";` +
  `p.crossOrigin="";p.href=u[i++];add(p)}if(i<u.length)setTimeout(next,0)})()},0)}` +
  `var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){` +
  `new P(function(l,o){o.disconnect();load()}).observe({type:"paint",buffered:true});setTimeout(load,3000)}` +
  `else requestAnimationFrame(load)})()`;
