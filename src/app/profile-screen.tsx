import { AddressBook } from '../features/addresses/address-book.tsx';
import { ProfilePage } from '../features/account/profile-page.tsx';
import { currentRole } from '../session/role.ts';

/** /profile: the account's profile, and beneath it a customer's addresses (spec §2, §6). */
export function ProfileScreen() {
  return <ProfilePage>{currentRole() === 'customer' && <AddressBook />}</ProfilePage>;
}
