export { postJsonLd, postMetadata } from './blog-post';
export { robotsRules, sitemapEntries } from './crawling';
export { organizationJsonLd, serializeJsonLd, serviceJsonLd } from './json-ld';
export { pageMetadata } from './metadata';
