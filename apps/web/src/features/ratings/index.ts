/** What other features may use of the ratings: the product page's rating section. */
export { RatingSection } from './components/rating-section.tsx';
