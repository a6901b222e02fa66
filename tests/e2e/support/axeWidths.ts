import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const ESCRITORIO = { width: 1280, height: 800 };
export const MOVIL = { width: 360, height: 740 };

/** axe finds nothing at desktop and mobile widths; the page is left at the desktop width. */
export async function expectAccessibleAtBothWidths(page: Page, include?: string): Promise<void> {
  for (const size of [MOVIL, ESCRITORIO]) {
    await page.setViewportSize(size);
    const builder = new AxeBuilder({ page });
    if (include) builder.include(include);
    const results = await builder.analyze();
    expect(results.violations, `axe a ${size.width} px`).toEqual([]);
  }
}
