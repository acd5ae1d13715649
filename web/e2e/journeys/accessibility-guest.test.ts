import { describeAccessibility } from '../support/accessibility.ts';

// Axe on every route the guest is shown, in Arabic and English (support/accessibility.ts).
describeAccessibility('guest');
