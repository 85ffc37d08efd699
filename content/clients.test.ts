import { describe, expect, it } from 'vitest';
import { clientLogoPath, clients } from './clients';
import { testimonials } from './testimonials';

describe('client logos and testimonials', () => {
  it('lists 14 distinct clients, each logo under the client-images path', () => {
    expect(clients).toHaveLength(14);
    expect(new Set(clients.map((client) => client.key)).size).toBe(14);
    expect(clientLogoPath('banco-austral.svg')).toBe('/images/clients/banco-austral.svg');
  });

  it('has 7 testimonials from 7 different listed clients, with their logos', () => {
    expect(testimonials).toHaveLength(7);
    expect(new Set(testimonials.map((testimonial) => testimonial.key)).size).toBe(7);
    const logos = new Set(clients.map((client) => clientLogoPath(client.filename)));
    for (const testimonial of testimonials) {
      expect(logos).toContain(testimonial.logoPath);
      expect(testimonial.position).toMatch(/, /);
    }
  });
});
