import type { SVGProps } from 'react';

/** The calculator's own stroke icons, drawn like components/ui/icons (24×24, current colour). */
const paths = {
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  link: 'M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  alert:
    'M12 8v5M12 16.5v.5M10.3 3.9L2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
  reset: 'M4 12a8 8 0 1 0 2.3-5.7M4 4v4h4',
  'chevron-down': 'M6 9l6 6 6-6',
} as const;

export type CvssIconName = keyof typeof paths;

export function CvssIcon({ name, ...props }: { name: CvssIconName } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      width={24}
      height={24}
      {...props}
    >
      <path d={paths[name]} />
    </svg>
  );
}
