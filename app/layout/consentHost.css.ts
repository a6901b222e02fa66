import { globalStyle } from '@vanilla-extract/css';
import { CONSENT_DECIDED_ATTRIBUTE } from '../platform/consentGate';

// The prerendered banner stays hidden for a customer who already decided, until hydration takes it away.
globalStyle(`html[${CONSENT_DECIDED_ATTRIBUTE}] [data-consent-banner]`, { display: 'none' });
