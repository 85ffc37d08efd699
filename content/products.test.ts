import { describe, expect, it } from 'vitest';
import { products, productUrl } from './products';

describe('productUrl', () => {
  const platform = 'https://conecta.example.com';

  it("sends the integration platform's 'Conoce más' to its configured landing page", () => {
    const conecta = products.find((product) => product.key === 'conecta');
    expect(conecta && productUrl(conecta, platform)).toBe(platform);
  });

  it('keeps every other product on its own site', () => {
    for (const product of products.filter((candidate) => candidate.key !== 'conecta')) {
      expect(productUrl(product, platform)).toBe(product.url);
      expect(product.url).toMatch(/^https:\/\//);
    }
  });
});
