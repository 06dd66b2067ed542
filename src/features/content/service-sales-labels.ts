/**
 * English defaults of a service page's selling lines (labels of the page's slug when present);
 * `{amount}` and `{hours}` are completed from the API's from-price, never typed.
 */
export const serviceSalesLabels = {
  FROM_PRICE: 'From {amount} before tax',
  FROM_PRICE_NOTE: 'for a 1-bedroom, 1-bathroom home, about {hours} hours',
  CARD_HELD: 'Card held, charged only when the job is done',
};
