'use client';

import { BlocksRenderer, type BlocksContent } from '@strapi/blocks-react-renderer';
import Image from 'next/image';
import Link from 'next/link';
import { safeLink } from './safe-link';

// The renderer is a client component, so its custom renderers have to be defined here.
const headingStyles = {
  1: 'mt-12 text-3xl font-bold',
  2: 'mt-12 text-2xl font-bold',
  3: 'mt-10 text-xl font-semibold',
  4: 'mt-8 text-lg font-semibold',
  5: 'mt-8 font-semibold',
  6: 'mt-8 font-semibold',
} as const;

const blocks = {
  paragraph: ({ children }) => <p className="mt-5">{children}</p>,
  heading: ({ children, level }) => {
    const Heading = `h${level}` as const;
    return <Heading className={`text-ink-950 ${headingStyles[level]}`}>{children}</Heading>;
  },
  list: ({ children, format }) =>
    format === 'ordered' ? (
      <ol className="mt-5 list-decimal space-y-2 pl-6">{children}</ol>
    ) : (
      <ul className="mt-5 list-disc space-y-2 pl-6">{children}</ul>
    ),
  quote: ({ children }) => (
    <blockquote className="mt-8 border-l-4 border-accent-500 pl-5 text-xl font-medium text-ink-900 italic">
      {children}
    </blockquote>
  ),
  code: ({ plainText }) => (
    <pre className="mt-6 overflow-x-auto rounded-xl bg-ink-950 p-5 text-sm leading-relaxed text-ink-100">
      <code>{plainText}</code>
    </pre>
  ),
  image: ({ image }) => (
    <figure className="mt-8">
      <Image
        src={image.url}
        alt={image.alternativeText ?? ''}
        width={image.width}
        height={image.height}
        sizes="(min-width: 768px) 720px, 100vw"
        className="w-full rounded-card"
      />
      {image.caption && (
        <figcaption className="mt-2 text-sm text-ink-500">{image.caption}</figcaption>
      )}
    </figure>
  ),
  link: ({ children, url }) => {
    const link = safeLink(url);
    const className = 'text-brand-700 font-medium underline underline-offset-2';
    if (!link) return <>{children}</>;
    if (link.kind === 'internal') {
      return (
        <Link href={link.href} className={className}>
          {children}
        </Link>
      );
    }
    return (
      <a
        href={link.href}
        className={className}
        {...(link.kind === 'external' && { target: link.target, rel: link.rel })}
      >
        {children}
      </a>
    );
  },
} satisfies Parameters<typeof BlocksRenderer>[0]['blocks'];

const modifiers = {
  code: ({ children }) => (
    <code className="rounded bg-ink-100 px-1.5 py-0.5 text-[0.9em] text-ink-900">{children}</code>
  ),
} satisfies Parameters<typeof BlocksRenderer>[0]['modifiers'];

/** A post's rich body. Without content it renders nothing rather than failing. */
export function PostBody({ content }: { content: BlocksContent }) {
  if (content.length === 0) return null;
  return (
    <div className="text-lg leading-relaxed text-ink-800">
      <BlocksRenderer content={content} blocks={blocks} modifiers={modifiers} />
    </div>
  );
}
