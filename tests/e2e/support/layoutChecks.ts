import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/**
 * What a person on a narrow screen would trip over, measured in the page as it is drawn:
 * - the page scrolls sideways (WCAG 2.2 1.4.10, reflow);
 * - an interactive target is under 24 × 24 px (WCAG 2.2 2.5.8), unless it is a link inside a sentence;
 * - a control's text does not fit its box (cut, hidden by an ellipsis, or spilling out of it).
 * Returns one line per problem, empty when the page is clean.
 */
export async function layoutProblems(page: Page, options: { targets: boolean } = { targets: true }): Promise<string[]> {
  return page.evaluate(({ targets }) => {
    const MIN_TARGET = 24;
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      problems.push(`la página se desplaza de lado: ${root.scrollWidth} px de contenido en ${root.clientWidth} px`);

    /** Anything drawn past the screen's edges that a sideways scroller does not hold. */
    const viewportWidth = root.clientWidth;
    const scroller = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const overflow = getComputedStyle(up).overflowX;
        if (overflow === 'auto' || overflow === 'scroll') return true;
      }
      return false;
    };
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || (box.right <= viewportWidth + 1 && box.left >= -1)) continue;
      if (!el.checkVisibility({ checkVisibilityCSS: true }) || scroller(el)) continue;
      // Report the outermost element that sticks out, not each of its children.
      const parent = el.parentElement?.getBoundingClientRect();
      if (parent && (parent.right > viewportWidth + 1 || parent.left < -1) && parent.width > 1) continue;
      const tag = el.tagName.toLowerCase();
      const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
      // What pushes the box past the edge is what refuses to get narrower: squeezed to nothing for a moment, the box
      // shows it as the innermost thing reaching furthest right. Named by its words.
      const squeezed = el as HTMLElement;
      const saved = squeezed.style.cssText;
      squeezed.style.setProperty('width', '0px', 'important');
      squeezed.style.setProperty('min-width', '0px', 'important');
      const leaves = [...el.querySelectorAll('*')].filter(
        (d) => d.childElementCount === 0 && d.getBoundingClientRect().width > 0,
      );
      const widest = leaves.sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)[0];
      squeezed.style.cssText = saved;
      const words = widest?.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40);
      const culprit = widest ? `, por <${widest.tagName.toLowerCase()}>${words ? ` «${words}»` : ''}` : '';
      problems.push(
        `<${tag}${cls ? `.${cls}` : ''}> sale de la pantalla (${Math.round(box.left)} a ${Math.round(box.right)} px${culprit})`,
      );
    }

    const describe = (el: Element) => {
      const text = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 50);
      const name = text || (el as HTMLInputElement).labels?.[0]?.innerText.trim() || el.getAttribute('name') || '';
      return `<${el.tagName.toLowerCase()}> "${name}"`;
    };
    const shown = (el: Element) =>
      el.checkVisibility({ checkVisibilityCSS: true }) && !el.closest('[aria-hidden="true"], [inert]');

    /** A link that is part of a sentence: its block holds other words too (the WCAG inline exception). */
    const inSentence = (el: HTMLElement) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      let block = el.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      return Boolean(block) && block!.innerText.trim().length > el.innerText.trim().length + 2;
    };

    /** The box a finger can hit: a checkbox or radio counts with its label. */
    const targetBox = (el: HTMLElement) => {
      const boxes = [el.getBoundingClientRect()];
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
        for (const label of el.labels ?? []) boxes.push(label.getBoundingClientRect());
      }
      const width = Math.max(...boxes.map((b) => b.width));
      const height = Math.max(...boxes.map((b) => b.height));
      return { width, height };
    };

    const canvas = document.createElement('canvas').getContext('2d')!;
    const textWidth = (text: string, style: CSSStyleDeclaration) => {
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return canvas.measureText(text).width;
    };

    /** The text of a control drawn outside its box, or cut by its box. */
    const clipped = (el: HTMLElement): string | null => {
      const style = getComputedStyle(el);
      if (el instanceof HTMLSelectElement) {
        const text = el.selectedOptions[0]?.text ?? '';
        const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return textWidth(text, style) > room + 1 ? `"${text}" no cabe (${Math.round(room)} px)` : null;
      }
      if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) return null;
      const box = el.getBoundingClientRect();
      for (const part of [el, ...el.querySelectorAll<HTMLElement>('*')]) {
        if (!part.checkVisibility()) continue;
        const partStyle = getComputedStyle(part);
        if (partStyle.textOverflow === 'ellipsis' && part.scrollWidth > part.clientWidth)
          return 'texto cortado con puntos suspensivos';
      }
      // Text in a visually hidden part (": Telemedicina" after "Ver más") is for screen readers only.
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement!;
        const parentBox = parent.getBoundingClientRect();
        if (!node.textContent?.trim() || parentBox.width <= 1 || parentBox.height <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const line of range.getClientRects()) {
          if (line.width === 0 || line.height === 0) continue;
          if (
            line.left < box.left - 1 ||
            line.right > box.right + 1 ||
            line.top < box.top - 1 ||
            line.bottom > box.bottom + 1
          ) {
            return 'el texto sale de su caja';
          }
        }
      }
      if (style.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1) return 'texto cortado';
      return null;
    };

    const interactive = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="checkbox"], [role="radio"], [role="menuitem"]',
    );
    for (const el of interactive) {
      if (!shown(el)) continue;
      const { width, height } = targetBox(el);
      // Visually hidden controls (a native input under a drawn one) are measured through their label.
      if (width <= 1 && height <= 1) continue;
      if (targets && (width < MIN_TARGET || height < MIN_TARGET) && !inSentence(el)) {
        problems.push(`objetivo de ${Math.round(width)}×${Math.round(height)} px: ${describe(el)}`);
      }
      const cut = clipped(el);
      if (cut) problems.push(`${cut}: ${describe(el)}`);
    }
    return problems;
  }, options);
}

/** Scales every rem-based size to 200 %, as a phone's "large text" setting does (WCAG 1.4.4). */
export async function setTextZoom(page: Page, percent: number): Promise<void> {
  await page.evaluate((value) => {
    document.documentElement.style.fontSize = value === 100 ? '' : `${value}%`;
  }, percent);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's violations on the page as it stands, one line each. axe is loaded once per document and asked for
 * violations only, which keeps a sweep of many pages at two widths quick on a small machine.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const { violations } = await (
      window as unknown as {
        axe: { run: (o: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe.run({
      resultTypes: ['violations'],
    });
    return violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  });
}
