import { use } from 'react';
import type { FamilyCode } from '../../../tokens';

/** What a public family page or Power landing shows of its family: texts, resolved image URLs, benefit cards. */
export interface PublicFamily {
  code: FamilyCode;
  slug: string;
  /** `navtitle ?? name`: the page's h1 and title. */
  title: string;
  desc: string;
  image: string;
  benefits: PublicBenefit[];
}

export interface PublicBenefit {
  id: number;
  shorttitle: string;
  title: string;
  desc: string;
  /** The outward benefit page. */
  href: string;
  /** The plan tiers that include it when not every tier does ("solo plan 3"), else null. */
  planes: string | null;
  image: string;
}

const ISLAND_ID = 'datos-familia';

type Source = typeof import('./publicFamilySource');
let source: Source | undefined;
let loading: Promise<Source> | undefined;

/** The catalogue's side of these pages (every benefit's texts and every drawing's URL), loaded once. */
function loadSource(): Promise<Source> {
  return (loading ??= import('./publicFamilySource').then((module) => (source = module)));
}

function islandText(): string | null | undefined {
  return typeof document === 'undefined' ? undefined : document.getElementById(ISLAND_ID)?.textContent;
}

let parsed: { text: string; family: PublicFamily } | undefined;

/** The family in the page on screen (a prerendered page carries its own as JSON), when it is `slug`'s. */
function fromIsland(slug: string): PublicFamily | undefined {
  const text = islandText();
  if (!text) return undefined;
  if (parsed?.text !== text) {
    try {
      parsed = { text, family: JSON.parse(text) as PublicFamily };
    } catch {
      return undefined;
    }
  }
  return parsed.family.slug === slug ? parsed.family : undefined;
}

/**
 * A public family's page data: from the prerendered page when it holds this family's, so a visitor's first script
 * carries neither the catalogue nor the list of drawings; otherwise from the catalogue, loaded on the first need
 * (a navigation waits for it, as for a page's chunk). Undefined for no slug or an unknown one.
 */
export function usePublicFamily(slug: string | undefined): PublicFamily | undefined {
  if (!slug) return undefined;
  return fromIsland(slug) ?? (source ?? use(loadSource())).publicFamilyOf(slug);
}

/** The page's data as JSON inside the page, for the hydration that follows a prerender (never executed). */
export function PublicFamilyIsland({ family }: { family: PublicFamily }) {
  return (
    <script
      type="application/json"
      id={ISLAND_ID}
      dangerouslySetInnerHTML={{ __html: JSON.stringify(family).replace(/</g, '\\u003c') }}
    />
  );
}
