import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The README and docs/ are read in layers: a short README, one page a reader, short paragraphs,
// and links that lead somewhere. A clone must also stand alone (nothing read from beside it).
const root = path.resolve(__dirname, '..');
const pages = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const read = (page: string) => readFileSync(path.join(root, page), 'utf8');

/** The prose paragraphs of a Markdown page (list items apart), each with its first line. */
function paragraphs(markdown: string): { line: number; length: number }[] {
  const found: { line: number; length: number }[] = [];
  let fenced = false;
  let current: { line: number; length: number } | null = null;
  markdown.split('\n').forEach((text, index) => {
    if (text.startsWith('```')) fenced = !fenced;
    const prose = !fenced && !text.startsWith('```') && /\S/.test(text);
    const structural = /^\s*(#|\||>)/.test(text);
    const startsItem = /^\s*([-*]|\d+\.) /.test(text);
    if (!prose || structural || startsItem) current = null;
    if (!prose || structural) return;
    if (!current) {
      current = { line: index + 1, length: 0 };
      found.push(current);
    }
    current.length += 1;
  });
  return found;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

const anchorsOf = (markdown: string) =>
  new Set(
    markdown
      .replace(/^```[\s\S]*?^```/gm, '')
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => anchorOf(line.replace(/^#+ /, ''))),
  );

describe('README and docs/', () => {
  it('keep the README to about two screens', () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(130);
  });

  it.each(pages)('%s has no paragraph longer than eight lines', (page) => {
    const long = paragraphs(read(page)).filter((paragraph) => paragraph.length > 8);
    expect(long.map(({ line, length }) => `line ${line}: ${length} lines`)).toEqual([]);
  });

  it.each(pages)('%s links only to files and headings that exist', (page) => {
    const broken: string[] = [];
    for (const [, target = ''] of read(page).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target)) continue;
      const [file = '', anchor] = target.split('#');
      const resolved = file
        ? path.join(path.dirname(path.join(root, page)), file)
        : path.join(root, page);
      if (!existsSync(resolved)) broken.push(target);
      else if (
        anchor &&
        resolved.endsWith('.md') &&
        !anchorsOf(readFileSync(resolved, 'utf8')).has(anchor)
      ) {
        broken.push(target);
      }
    }
    expect(broken).toEqual([]);
  });

  it('cites in code only docs/ pages and headings that exist', () => {
    const sources = execFileSync(
      'git',
      [
        'ls-files',
        '-z',
        '--',
        'app',
        'components',
        'content',
        'lib',
        'e2e',
        'scripts',
        'cms/config',
        'cms/src',
        '*.ts',
      ],
      { cwd: root, encoding: 'utf8' },
    )
      .split('\0')
      .filter((file) => /\.(ts|tsx|mts|mjs|css)$/.test(file) && existsSync(path.join(root, file)));
    const broken: string[] = [];
    let citations = 0;
    for (const file of sources) {
      // `docs/page.md` alone, or followed by `, Heading` (several joined by ` and `).
      for (const [, page = '', headings] of read(file).matchAll(
        /docs\/([\w-]+\.md)(?:, ([A-Z][\w ()`/'-]*?))?(?=[).;:]|$)/gm,
      )) {
        citations += 1;
        const target = path.join(root, 'docs', page);
        if (!existsSync(target)) {
          broken.push(`${file}: docs/${page}`);
          continue;
        }
        const titles = readFileSync(target, 'utf8')
          .split('\n')
          .filter((line) => /^#{1,6} /.test(line))
          .map((line) => line.replace(/^#+ /, '').toLowerCase());
        for (const heading of headings?.split(' and ') ?? []) {
          if (!titles.some((title) => title.startsWith(heading.toLowerCase()))) {
            broken.push(`${file}: docs/${page}, ${heading}`);
          }
        }
      }
    }
    expect(citations).toBeGreaterThan(0);
    expect(broken).toEqual([]);
  });

  it('names nothing outside the repository', () => {
    const outside = ['..', 'shared'].join('/');
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter(
        (file) => file && existsSync(path.join(root, file)) && !/\.(jpg|png|woff2|ico)$/.test(file),
      );
    const naming = files.filter((file) => read(file).includes(outside));
    expect(naming).toEqual([]);
  });
});
