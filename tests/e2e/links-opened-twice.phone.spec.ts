import { linksOpenedTwiceTests } from '../support/e2e-links-opened-twice.ts';

linksOpenedTwiceTests();
