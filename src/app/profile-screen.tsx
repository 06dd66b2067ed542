import { AddressBook } from '../features/addresses/address-book.tsx';
import { ProfilePage } from '../features/account/profile-page.tsx';
import { CleanerLists } from '../features/account/cleaner-lists.tsx';
import { currentRole } from '../session/role.ts';
import { EmailPreferences } from '../features/email-consent/email-preferences.tsx';
import { YourDataSection } from '../features/data-export/your-data-section.tsx';

/**
 * /profile: the account's profile, and beneath it a customer's addresses (spec §2, §6) and
 * favourite and blocked cleaners (issue 42, decision 120).
 */
export function ProfileScreen() {
  return (
    <ProfilePage>
      {currentRole() === 'customer' && (
        <>
          <AddressBook />
          <CleanerLists />
          <EmailPreferences />
        </>
      )}
      {currentRole() !== 'visitor' && <YourDataSection />}
    </ProfilePage>
  );
}
