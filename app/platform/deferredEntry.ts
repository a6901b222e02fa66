/** Where a prerendered page names its entry module, for the loader below. */
export const ENTRY_META = 'beneficios:entry';

/**
 * The second inline script a page may carry, last in the <body> of every prerendered page (app/build/deferEntry.ts):
 * it asks for the page's entry module only once the first contentful paint is on screen. Everything the page shows
 * is already in the HTML and its inline CSS, so a phone spends the slow line on that paint first and on the scripts
 * after it. Without paint timing (or if no paint is reported within 3 s) it falls back to the next frame. The server
 * allows exactly this text by its hash.
 */
export const deferredEntryScript =
  `(function(){var d=document,done=0;function load(){if(done++)return;setTimeout(function(){` +
  `var m=d.querySelector('meta[name="${ENTRY_META}"]');if(!m)return;var s=d.createElement("script");` +
  `s.type="module";s.crossOrigin="";s.src=m.content;d.head.appendChild(s)},0)}` +
  `var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){` +
  `new P(function(l,o){o.disconnect();load()}).observe({type:"paint",buffered:true});setTimeout(load,3000)}` +
  `else requestAnimationFrame(load)})()`;
