import { useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { familyThemes, type FamilyCode } from '../../tokens';
import { BenefitCard, type BenefitImage, type CardLinkProps } from '../BenefitCard';
import { ChevronLeftIcon, ChevronRightIcon } from '../internal/icons/contentIcons';
import * as styles from './CategoryCarousel.css';

export interface CarouselCard {
  /** The benefit's short title. */
  title: string;
  /** One or two sentences. */
  description: ReactNode;
  /** The benefit's image. */
  image: BenefitImage;
  /** Where the card's "Ver más" goes. */
  href: string;
}

export interface CarouselCategory {
  /** Stable identifier. */
  id: string;
  /** The tab's text. */
  name: string;
  /** Order among categories (ascending). */
  position: number;
  /** Inactive categories are not shown. */
  active: boolean;
  /** The family whose accent the category takes. */
  family: FamilyCode;
  /** The category's route, target of "Ver todos los beneficios". */
  href: string;
  /** Up to three benefits; more are ignored. */
  cards: readonly CarouselCard[];
}

export interface CategoryCarouselProps {
  /** All categories; only active ones are shown, ordered by position. */
  categories: readonly CarouselCategory[];
  /** Render links with your router; receives href, className and children. Defaults to `<a>`. */
  renderLink?: (props: CardLinkProps) => ReactNode;
  /** The category selected first; defaults to the first shown. */
  defaultCategoryId?: string;
  /** Called with the newly selected category's id. */
  onCategoryChange?: (id: string) => void;
  /** Text of the link to the category's page. */
  allLinkLabel?: string;
  /** Accessible name of the list of categories. */
  label?: string;
  /** Accessible name of the previous-category arrow. */
  previousLabel?: string;
  /** Accessible name of the next-category arrow. */
  nextLabel?: string;
  /** Shown when no category is active. */
  emptyText?: string;
}

/** A horizontal swipe of at least this many CSS pixels changes the category. */
const swipeDistance = 48;

const defaultLink = ({ href, className, children }: CardLinkProps) => (
  <a href={href} className={className}>
    {children}
  </a>
);

/** The landing's benefits: a tab per active category, up to three cards of the selected one, arrows and swipe to move between categories. */
export function CategoryCarousel({
  categories,
  renderLink = defaultLink,
  defaultCategoryId,
  onCategoryChange,
  allLinkLabel = 'Ver todos los beneficios',
  label = 'Categorías de beneficios',
  previousLabel = 'Categoría anterior',
  nextLabel = 'Categoría siguiente',
  emptyText = 'Pronto tendrás nuevos beneficios aquí.',
}: CategoryCarouselProps) {
  const shown = useMemo(() => categories.filter((c) => c.active).sort((a, b) => a.position - b.position), [categories]);
  const [selectedId, setSelectedId] = useState(defaultCategoryId);
  const selectedIndex = Math.max(
    0,
    shown.findIndex((c) => c.id === selectedId),
  );
  const selected = shown[selectedIndex];
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);

  if (!selected) return <p className={styles.empty}>{emptyText}</p>;

  const select = (index: number, focusTab = false) => {
    const wrapped = (index + shown.length) % shown.length;
    const next = shown[wrapped]!;
    setSelectedId(next.id);
    onCategoryChange?.(next.id);
    const tab = tabRefs.current[wrapped];
    // On phones the tab row scrolls: bring the selected tab into view.
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    if (focusTab) tab?.focus();
  };

  const onTabKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: selectedIndex + 1,
      ArrowLeft: selectedIndex - 1,
      Home: 0,
      End: shown.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target, true);
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') return;
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < swipeDistance || Math.abs(dx) < Math.abs(dy)) return;
    select(selectedIndex + (dx < 0 ? 1 : -1));
  };

  const tabId = (i: number) => `${baseId}-tab-${i}`;
  const panelId = `${baseId}-panel`;

  return (
    <section className={styles.root} aria-label={label} data-selected={selected.id}>
      <div className={styles.nav}>
        <button
          type="button"
          className={styles.arrow}
          aria-label={previousLabel}
          aria-controls={panelId}
          onClick={() => select(selectedIndex - 1)}
        >
          <ChevronLeftIcon />
        </button>
        <div role="tablist" aria-label={label} className={styles.tablist}>
          {shown.map((category, i) => (
            <button
              key={category.id}
              ref={(node) => {
                tabRefs.current[i] = node;
              }}
              type="button"
              role="tab"
              id={tabId(i)}
              aria-selected={i === selectedIndex}
              aria-controls={panelId}
              tabIndex={i === selectedIndex ? 0 : -1}
              className={[styles.tab, familyThemes[category.family]].join(' ')}
              onClick={() => select(i)}
              onKeyDown={onTabKeyDown}
            >
              {category.name}
            </button>
          ))}
        </div>
        <button
          type="button"
          className={styles.arrow}
          aria-label={nextLabel}
          aria-controls={panelId}
          onClick={() => select(selectedIndex + 1)}
        >
          <ChevronRightIcon />
        </button>
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(selectedIndex)}
        className={[styles.panel, familyThemes[selected.family]].join(' ')}
        data-family={selected.family}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        {/* Keyed by category: a new selection starts again at its first benefit. */}
        <ul className={styles.cards} key={selected.id}>
          {selected.cards.slice(0, 3).map((card, i) => (
            <li key={card.href} data-first={i === 0 ? '' : undefined}>
              <BenefitCard {...card} renderLink={renderLink} />
            </li>
          ))}
        </ul>
        {renderLink({ href: selected.href, className: styles.allLink, children: allLinkLabel })}
      </div>
    </section>
  );
}
CategoryCarousel.displayName = 'CategoryCarousel';
