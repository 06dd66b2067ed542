/**
 * Spec §4: View All on an FAQ block stores a flag and the audience of the questions (Contractor
 * on /join-us, otherwise Customer); the FAQ page reads them, and both are cleared when the
 * visitor leaves /frequently-asked-questions.
 */
export const FAQ_PAGE_PATH = '/frequently-asked-questions';

export const FAQ_FLAG_KEYS = {
  viewAll: 'faqViewAll',
  userType: 'faqUserType',
} as const;

export type FaqUserType = 'Customer' | 'Contractor';

export function storeFaqViewAll(userType: FaqUserType, storage: Storage = sessionStorage) {
  storage.setItem(FAQ_FLAG_KEYS.viewAll, 'true');
  storage.setItem(FAQ_FLAG_KEYS.userType, userType);
}

/** The audience the FAQ page opens with: the stored one, Customer by default. */
export function storedFaqUserType(storage: Pick<Storage, 'getItem'> = sessionStorage): FaqUserType {
  return storage.getItem(FAQ_FLAG_KEYS.userType) === 'Contractor' ? 'Contractor' : 'Customer';
}

export function clearFaqFlags(storage: Storage = sessionStorage) {
  storage.removeItem(FAQ_FLAG_KEYS.viewAll);
  storage.removeItem(FAQ_FLAG_KEYS.userType);
}
