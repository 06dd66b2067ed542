import { linksOpenedTwiceTests } from '../support/e2e-links-opened-twice.ts';

// Both widths; the contact step only on the phone.
linksOpenedTwiceTests();
