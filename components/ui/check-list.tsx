import { Icon } from './icons';

/** A list whose items each start with a check mark. */
export function CheckList({
  items,
  className = '',
  itemClassName = 'gap-3',
}: {
  items: readonly string[];
  className?: string;
  itemClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={`flex ${itemClassName}`}>
          <Icon name="check" className="mt-0.5 size-5 shrink-0 text-accent-600" />
          {item}
        </li>
      ))}
    </ul>
  );
}
