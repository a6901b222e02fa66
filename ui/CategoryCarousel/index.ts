export { CategoryCarousel } from './CategoryCarousel';
export type { CategoryCarouselProps, CarouselCategory, CarouselCard } from './CategoryCarousel';
