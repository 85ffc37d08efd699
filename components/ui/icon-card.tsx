import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons';

const tiles = {
  soft: 'bg-brand-50 text-brand-700',
  solid: 'from-brand-600 to-brand-800 bg-gradient-to-br text-white',
} as const;

/** A white card with an icon tile, a title and a text; `children` follow the text. */
export function IconCard({
  icon,
  title,
  text,
  tile = 'soft',
  children,
}: {
  icon: IconName;
  title: string;
  text: string;
  tile?: keyof typeof tiles;
  children?: ReactNode;
}) {
  return (
    <div className="flex h-full flex-col rounded-card border border-ink-100 bg-white p-7 shadow-card">
      <span className={`grid size-12 place-items-center rounded-xl ${tiles[tile]}`}>
        <Icon name={icon} className="size-6" />
      </span>
      <h3 className="mt-5 text-lg leading-snug font-bold">{title}</h3>
      <p className="mt-2 leading-relaxed text-ink-600">{text}</p>
      {children}
    </div>
  );
}
