import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findInlineCopy } from './lib/copy-location';

// Spanish copy lives in content/ (docs/editors.md); components and pages import it.
const root = path.resolve(__dirname, '..');

const sources = ['components', 'app'].flatMap((folder) =>
  (readdirSync(path.join(root, folder), { recursive: true }) as string[])
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => `${folder}/${file.split(path.sep).join('/')}`),
);

describe('copy location', () => {
  it('finds no Spanish written directly in components/ or app/', () => {
    expect(sources.length).toBeGreaterThan(50);
    const found = sources.flatMap((file) =>
      findInlineCopy(readFileSync(path.join(root, file), 'utf8'), file).map(
        (finding) => `${file}:${finding.line}: ${finding.text}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('flags Spanish text, labels and messages', () => {
    const snippet = `
      export function Page({ open }: { open: boolean }) {
        const title = 'Nuestros Blogs';
        return (
          <nav aria-label="Principal">
            <p>Volver al inicio</p>
            <button aria-label={open ? 'Cerrar menú' : 'Abrir menú'}>{open ? 'Ocultar' : 'Mostrar'}</button>
            <img alt={\`Logo de \${title}\`} />
            {toast('error', 'No pudimos enviar tu solicitud')}
          </nav>
        );
      }`;
    expect(findInlineCopy(snippet).map((finding) => finding.text)).toEqual([
      'Nuestros Blogs',
      'Principal',
      'Volver al inicio',
      'Cerrar menú',
      'Abrir menú',
      'Ocultar',
      'Mostrar',
      'Logo de',
      'No pudimos enviar tu solicitud',
    ]);
  });

  it('leaves class names, URLs, ids, paths, imports and English errors alone', () => {
    const snippet = `
      'use client';
      import { Icon } from '@/components/ui/icons';
      export function Card({ id }: { id: string }) {
        if (!id) throw new Error('Card needs a ProviderContext above it');
        return (
          <a
            href="https://www.google.com/maps/search/?api=1&query=Las+Condes"
            id="site-header"
            className="mt-5 list-disc space-y-2 pl-6 hover:no-underline"
            aria-labelledby="demo-cta-title"
            role="region"
            target="_blank"
          >
            <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18" />
            <Icon name="arrow-up-right" className="size-4" />
            {copy.title}
          </a>
        );
      }`;
    expect(findInlineCopy(snippet)).toEqual([]);
  });
});
