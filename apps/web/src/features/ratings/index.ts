/**
 * What other features may use of the ratings: the product page's reviews (summary, list and the
 * shopper's own rating form), and the 'Beri Ulasan' notification's list of the order's products.
 */
export { ProductReviews } from './components/product-reviews.tsx';
export { ReviewInvitation } from './components/review-invitation.tsx';
