/**
 * A compact way to write the seed posts' rich text: each helper returns one node of Strapi's
 * blocks format, and inline text understands **bold**, *italic*, `code` and [links](url).
 */
type TextNode = { type: 'text'; text: string; bold?: true; italic?: true; code?: true };
type LinkNode = { type: 'link'; url: string; children: TextNode[] };
type InlineNode = TextNode | LinkNode;

const inlinePattern = /\*\*(.+?)\*\*|\*(.+?)\*|`(.+?)`|\[(.+?)\]\((.+?)\)/g;

function inline(source: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  let last = 0;
  for (const match of source.matchAll(inlinePattern)) {
    const [whole, bold, italic, code, linkText, url] = match;
    if (match.index > last) nodes.push({ type: 'text', text: source.slice(last, match.index) });
    if (bold) nodes.push({ type: 'text', text: bold, bold: true });
    else if (italic) nodes.push({ type: 'text', text: italic, italic: true });
    else if (code) nodes.push({ type: 'text', text: code, code: true });
    else nodes.push({ type: 'link', url, children: [{ type: 'text', text: linkText }] });
    last = match.index + whole.length;
  }
  if (last < source.length) nodes.push({ type: 'text', text: source.slice(last) });
  return nodes;
}

export const heading = (level: 2 | 3, text: string) => ({
  type: 'heading',
  level,
  children: inline(text),
});

export const paragraph = (text: string) => ({ type: 'paragraph', children: inline(text) });

const list = (format: 'ordered' | 'unordered', items: string[]) => ({
  type: 'list',
  format,
  children: items.map((item) => ({ type: 'list-item', children: inline(item) })),
});
export const bullets = (...items: string[]) => list('unordered', items);
export const steps = (...items: string[]) => list('ordered', items);

export const quote = (text: string) => ({ type: 'quote', children: inline(text) });

export const code = (language: string, text: string) => ({
  type: 'code',
  language,
  children: [{ type: 'text', text }],
});

/** An image block needs the uploaded file's record, known only once the seed has uploaded it. */
export const image = (file: Record<string, unknown>) => ({
  type: 'image',
  image: file,
  children: [{ type: 'text', text: '' }],
});
