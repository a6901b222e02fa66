/** Where a prerendered page names its entry module, for the loader below. */
export const ENTRY_META = 'beneficios:entry';
/** Where it names the other modules its hydration needs (space-separated), asked for together with the entry. */
export const MODULES_META = 'beneficios:modules';

/** Links added per task: adding one costs a throttled phone about 5 ms, and a dozen at once blocked it for 60 ms. */
const LINKS_PER_TASK = 4;
/** Without a paint reported by then, the entry is asked for anyway. */
const PAINT_WAIT_MS = 3000;

/**
 * An inline script, last in the <body> of every prerendered page (app/build/firstPaintFirst.ts), called with `ENTRY_META`,
 * `MODULES_META`, `LINKS_PER_TASK` and `PAINT_WAIT_MS`: it asks for the page's entry module only once the first
 * contentful paint is on screen. Everything the page shows is already in the HTML and its inline CSS, so a phone
 * spends the slow line on that paint first and on the scripts after it. Without paint timing it waits for the next
 * frame instead.
 *
 * With the entry it preloads every module the hydration will need (the entry's imports, the page's chunk and its
 * imports): all of them travel at once instead of one round trip after another, and Vite's loader of lazy chunks
 * finds them on the page instead of adding their links itself in the task that starts the hydration.
 */
export function loadEntryAfterFirstPaint(
  entryMeta: string,
  modulesMeta: string,
  linksPerTask: number,
  paintWaitMs: number,
): void {
  const named = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
  let started = false;

  const preload = (modules: string[]) => {
    for (const href of modules.splice(0, linksPerTask)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.as = 'script';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    if (modules.length) setTimeout(() => preload(modules), 0);
  };

  const load = () => {
    if (started) return;
    started = true;
    setTimeout(() => {
      const entry = named(entryMeta);
      if (!entry) return;
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entry;
      document.head.append(script);
      preload(named(modulesMeta)?.split(' ') ?? []);
    }, 0);
  };

  if ('PerformanceObserver' in window && PerformanceObserver.supportedEntryTypes.includes('paint')) {
    new PerformanceObserver((_entries, observer) => {
      observer.disconnect();
      load();
    }).observe({ type: 'paint', buffered: true });
    setTimeout(load, paintWaitMs);
  } else {
    requestAnimationFrame(load);
  }
}

/** The arguments the page's inline call passes. */
export const deferredEntryArguments = [ENTRY_META, MODULES_META, LINKS_PER_TASK, PAINT_WAIT_MS] as const;
