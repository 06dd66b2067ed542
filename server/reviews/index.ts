// What the rest of the server may import from server/reviews (its public entry; decision 090).
export { publicReviewerName } from './public-reviews.ts';
export { reviewHandlers } from './review.handlers.ts';
