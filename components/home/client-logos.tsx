import { StaticImage } from '@/components/ui/static-image';
import { clientLogoPath, clientLogoSize, clients } from '@/content/clients';

function LogoList({ duplicate = false }: { duplicate?: boolean }) {
  return (
    <ul
      // The copy only closes the loop of the scrolling row: hidden from assistive technology,
      // and gone when the row stands still.
      aria-hidden={duplicate || undefined}
      className={`flex shrink-0 items-center gap-x-14 gap-y-8 pr-14 motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:pr-0 ${
        duplicate ? 'motion-reduce:hidden' : ''
      }`}
    >
      {clients.map((client) => (
        <li key={client.key} className="shrink-0">
          <StaticImage
            src={clientLogoPath(client.filename)}
            alt={duplicate ? '' : client.name}
            {...clientLogoSize}
            sizes="150px"
            className="h-12 w-auto opacity-75 grayscale transition hover:opacity-100 hover:grayscale-0"
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * The 14 client logos: a duplicated row that scrolls continuously (pausing on hover), or a
 * static, wrapping list for visitors who prefer reduced motion. CSS only: no JavaScript.
 * The browser renders the row, and runs its endless animation, only near the screen
 * (content-visibility), so it costs nothing while the page loads.
 */
export function ClientLogos({ label }: { label: string }) {
  return (
    <div
      role="group"
      aria-label={label}
      className="mt-12 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)] [contain-intrinsic-size:auto_3rem] [content-visibility:auto] motion-reduce:[mask-image:none]"
    >
      <div className="flex w-max animate-marquee hover:[animation-play-state:paused] motion-reduce:block motion-reduce:w-auto motion-reduce:animate-none">
        <LogoList />
        <LogoList duplicate />
      </div>
    </div>
  );
}
