'use client';

import { useEffect } from 'react';
import { rememberLanding } from '@/lib/leads/attribution';

/**
 * Keeps the `utm_*` of the page a visit landed on for the rest of the visit (sessionStorage,
 * the first landing wins), so a lead sent later names its campaign (docs/contracts.md, Leads
 * into the CRM). Renders nothing; runs once per page load.
 */
export function LandingAttribution() {
  useEffect(() => {
    try {
      rememberLanding(window.sessionStorage, window.location.search);
    } catch {
      // sessionStorage itself refused (privacy settings): no attribution.
    }
  }, []);
  return null;
}
