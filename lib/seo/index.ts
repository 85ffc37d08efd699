export { robotsRules, publicPages, sitemapEntries } from './crawling';
export { organizationJsonLd, serializeJsonLd, serviceJsonLd } from './json-ld';
export { pageMetadata } from './metadata';
