import { StaticImage } from '@/components/ui/static-image';
import { CheckList } from '@/components/ui/check-list';
import { Icon } from '@/components/ui/icons';
import { productsSection } from '@/content/home';
import { products, productUrl, type Product } from '@/content/products';
import { PageSection } from '@/components/site/page-section';
import { ProductsSlider } from './products-slider';

function ProductSlide({ product, url }: { product: Product; url: string }) {
  return (
    <article className="grid h-full overflow-hidden rounded-card border border-ink-100 bg-white shadow-card lg:grid-cols-[1.1fr_1fr]">
      <div className="flex flex-col p-8 sm:p-10 lg:p-12">
        <div className="flex items-center gap-4">
          <StaticImage
            src={product.logo}
            alt={productsSection.logoAlt(product.name)}
            width={64}
            height={64}
            sizes="56px"
            className="size-14 shrink-0"
          />
          <h3 className="text-headline font-bold">{product.name}</h3>
        </div>
        <p className="mt-5 text-lg font-semibold text-brand-700">{product.subtitle}</p>
        <p className="mt-5 leading-relaxed text-ink-600">{product.description}</p>
        <CheckList items={product.highlights} className="mt-6 grid gap-3 text-ink-800" />
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-8 inline-flex items-center gap-2 self-start rounded-full px-5 py-2.5 font-semibold text-brand-700 ring-1 ring-brand-200 transition hover:bg-brand-50"
        >
          {productsSection.link}
          <span className="sr-only">{productsSection.linkHint(product.name)}</span>
          <Icon name="arrow-up-right" className="size-4" />
        </a>
      </div>
      <div className="hidden items-center justify-center bg-gradient-to-br from-brand-50 to-accent-300/20 p-10 lg:flex">
        <StaticImage
          src={product.screenshot}
          alt=""
          width={520}
          height={400}
          sizes="(min-width: 1280px) 520px, 40vw"
          className="h-auto w-full max-w-[520px]"
        />
      </div>
    </article>
  );
}

/** #products: our own products, one per slide. */
export function ProductsSection({ integrationPlatformUrl }: { integrationPlatformUrl: string }) {
  return (
    <PageSection
      id="products"
      title={productsSection.title}
      lead={productsSection.lead}
      tone="muted"
    >
      <ProductsSlider
        names={products.map((product) => product.name)}
        slides={products.map((product) => (
          <ProductSlide
            key={product.key}
            product={product}
            url={productUrl(product, integrationPlatformUrl)}
          />
        ))}
      />
    </PageSection>
  );
}
