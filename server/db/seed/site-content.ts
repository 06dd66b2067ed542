import { inArray, isNull } from 'drizzle-orm';
import { couponPeriod } from '../../domain/coupon-period.ts';
import { sanitizeHtml } from '../../domain/html.ts';
import type { Database } from '../database.ts';
import {
  banners,
  blogCategories,
  blogTagLinks,
  blogTags,
  blogs,
  cities,
  coupons,
  experienceOptions,
  extras,
  faqs,
  labels,
  pageMetas,
  pages,
  payRates,
  residenceTypes,
  reviews,
  services,
  settings,
  taxRates,
} from '../schema.ts';
import { experienceSeed } from './accounts.ts';
import { blogCategorySeed, blogSeed, blogTagSeed } from './blog.ts';
import {
  citySeed,
  extraSeed,
  payRateSeed,
  residenceTypeSeed,
  serviceSeed,
  taxRateSeed,
} from './catalog.ts';
import { companySettingSeed, socialSettingSeed } from './content.ts';
import { couponSeed } from './coupons.ts';
import { faqSeed } from './faq.ts';
import { labelSeed } from './labels.ts';
import { bannerSeed, metaSeed, pageSeed } from './pages.ts';
import { testimonialSeed } from './testimonials.ts';
import { seedTranslations } from './translations.ts';
import { fromExcluded } from './upsert.ts';

/**
 * Writes the site's content: inserts what is missing and brings seeded rows back to the seed's
 * values, keyed by their natural keys (name, slug, question), so running it twice changes
 * nothing and ids that bookings or comments point at stay the same.
 */
export async function seedSiteContent(tx: Database) {
  const cityRows = await tx
    .insert(cities)
    .values(citySeed)
    .onConflictDoUpdate({
      target: cities.name,
      set: fromExcluded(cities, ['provinceCode', 'timeZone']),
    })
    .returning({ id: cities.id, name: cities.name });
  const serviceRows = await tx
    .insert(services)
    .values(serviceSeed)
    .onConflictDoUpdate({
      target: services.name,
      set: fromExcluded(services, [
        'slug',
        'description',
        'imagePath',
        'sortOrder',
        'hourlyRateCents',
        'baseMinutes',
        'minutesPerBedroom',
        'minutesPerBathroom',
      ]),
    })
    .returning({ id: services.id, slug: services.slug, name: services.name });
  await seedPayRates(tx, cityRows, serviceRows);
  await tx
    .insert(residenceTypes)
    .values(residenceTypeSeed)
    .onConflictDoUpdate({
      target: residenceTypes.name,
      set: fromExcluded(residenceTypes, ['sortOrder', 'hoursFactorPercent']),
    });
  await tx
    .insert(extras)
    .values(extraSeed)
    .onConflictDoUpdate({
      target: extras.name,
      set: fromExcluded(extras, ['imagePath', 'sortOrder', 'extraMinutes']),
    });
  await tx
    .insert(taxRates)
    .values(taxRateSeed)
    .onConflictDoUpdate({
      target: [taxRates.provinceCode, taxRates.name, taxRates.effectiveFrom],
      set: fromExcluded(taxRates, ['ratePpm', 'commercialOnly', 'effectiveTo']),
    });
  await seedCoupons(tx);
  await tx
    .insert(experienceOptions)
    .values(experienceSeed)
    .onConflictDoUpdate({
      target: experienceOptions.label,
      set: fromExcluded(experienceOptions, ['sortOrder']),
    });

  await tx
    .insert(labels)
    .values(
      Object.entries(labelSeed).flatMap(([pageSlug, entries]) =>
        Object.entries(entries).map(([key, text]) => ({ pageSlug, key, text })),
      ),
    )
    .onConflictDoUpdate({
      target: [labels.pageSlug, labels.key],
      set: fromExcluded(labels, ['text']),
    });
  await tx
    .insert(settings)
    .values([
      ...companySettingSeed.map((setting) => ({ ...setting, groupName: 'Company' as const })),
      ...socialSettingSeed.map((setting) => ({ ...setting, groupName: 'Social' as const })),
    ])
    .onConflictDoUpdate({
      target: settings.name,
      set: fromExcluded(settings, ['value', 'groupName']),
    });

  await tx
    .insert(pages)
    .values(
      pageSeed.map((page) => ({
        slug: page.slug,
        title: page.title,
        html: sanitizeHtml(page.html),
      })),
    )
    .onConflictDoUpdate({ target: pages.slug, set: fromExcluded(pages, ['title', 'html']) });
  await tx
    .insert(pageMetas)
    .values(metaSeed)
    .onConflictDoUpdate({
      target: pageMetas.slug,
      set: fromExcluded(pageMetas, ['title', 'description', 'keywords']),
    });
  await tx
    .insert(banners)
    .values(
      bannerSeed.map((banner, index) => ({
        heading: banner.heading,
        subHeading: banner.subHeading,
        description: banner.description,
        imagePath: banner.image,
        sortOrder: index + 1,
      })),
    )
    .onConflictDoUpdate({
      target: banners.heading,
      set: fromExcluded(banners, ['subHeading', 'description', 'imagePath', 'sortOrder']),
    });

  const serviceIdBySlug = new Map(serviceRows.map((row) => [row.slug, row.id]));
  await tx
    .insert(faqs)
    .values(
      faqSeed.map((faq, index) => ({
        question: faq.question,
        answer: faq.answer,
        audience: faq.type,
        serviceId: faq.serviceSlug ? (serviceIdBySlug.get(faq.serviceSlug) ?? null) : null,
        sortOrder: index + 1,
      })),
    )
    .onConflictDoUpdate({
      target: faqs.question,
      set: fromExcluded(faqs, ['answer', 'audience', 'serviceId', 'sortOrder']),
    });

  await seedBlog(tx);
  await seedTranslations(tx);

  // Testimonials are the reviews no customer wrote; nothing points at them, so they are replaced.
  await tx.delete(reviews).where(isNull(reviews.customerId));
  await tx.insert(reviews).values(
    testimonialSeed.map((testimonial, index) => ({
      audience: 'Customer' as const,
      authorName: testimonial.name,
      city: testimonial.city,
      body: testimonial.text,
      rating: testimonial.rating,
      // A day apart, so "newest first" has a stable order.
      createdAt: new Date(Date.UTC(2026, 9, 30 - index)),
    })),
  );
}

async function seedCoupons(tx: Database) {
  const cityId = new Map(
    (await tx.select({ id: cities.id, name: cities.name }).from(cities)).map((city) => [
      city.name,
      city.id,
    ]),
  );
  await tx
    .insert(coupons)
    .values(
      couponSeed.map(({ city, validFrom, validUntil, ...coupon }) => ({
        ...coupon,
        ...couponPeriod(validFrom, validUntil),
        cityId: city === null ? null : required(cityId.get(city), `city ${city}`),
      })),
    )
    .onConflictDoUpdate({
      target: coupons.code,
      set: fromExcluded(coupons, [
        'kind',
        'amount',
        'minSubtotalCents',
        'validFrom',
        'validUntil',
        'maxRedemptions',
        'cityId',
      ]),
    });
}

async function seedBlog(tx: Database) {
  const categoryRows = await tx
    .insert(blogCategories)
    .values(blogCategorySeed.map((name) => ({ name })))
    .onConflictDoUpdate({
      target: blogCategories.name,
      set: fromExcluded(blogCategories, ['name']),
    })
    .returning();
  const tagRows = await tx
    .insert(blogTags)
    .values(blogTagSeed.map((name) => ({ name })))
    .onConflictDoUpdate({ target: blogTags.name, set: fromExcluded(blogTags, ['name']) })
    .returning();
  const categoryId = new Map(categoryRows.map((row) => [row.name, row.id]));
  const tagId = new Map(tagRows.map((row) => [row.name, row.id]));

  const blogRows = await tx
    .insert(blogs)
    .values(
      blogSeed.map((post) => ({
        slug: post.slug,
        title: post.title,
        descriptionHtml: sanitizeHtml(post.html),
        imagePath: post.image,
        webpImagePath: post.image,
        imageAlt: post.imageAlt,
        addedAt: new Date(`${post.addedOn}T15:00:00Z`),
        popular: post.popular,
        categoryId: required(categoryId.get(post.category), `category ${post.category}`),
      })),
    )
    .onConflictDoUpdate({
      target: blogs.slug,
      set: fromExcluded(blogs, [
        'title',
        'descriptionHtml',
        'imagePath',
        'webpImagePath',
        'imageAlt',
        'addedAt',
        'popular',
        'categoryId',
      ]),
    })
    .returning({ id: blogs.id, slug: blogs.slug });

  const blogId = new Map(blogRows.map((row) => [row.slug, row.id]));
  await tx.delete(blogTagLinks).where(
    inArray(
      blogTagLinks.blogId,
      blogRows.map((row) => row.id),
    ),
  );
  await tx.insert(blogTagLinks).values(
    blogSeed.flatMap((post) =>
      post.tags.map((tag) => ({
        blogId: required(blogId.get(post.slug), `blog ${post.slug}`),
        tagId: required(tagId.get(tag), `tag ${tag}`),
      })),
    ),
  );
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The seed refers to an unknown ${what}.`);
  return value;
}

type Named = { id: number; name: string };

/**
 * The starting pay rates. Unlike the rest of the catalogue a seeded rate is not brought back:
 * an operator's change to a cleaner's pay must survive the next deploy's seed.
 */
async function seedPayRates(tx: Database, cityRows: Named[], serviceRows: Named[]) {
  const cityIds = new Map(cityRows.map((row) => [row.name, row.id]));
  const serviceIds = new Map(serviceRows.map((row) => [row.name, row.id]));
  const rows = payRateSeed.flatMap((rate) => {
    const cityId = cityIds.get(rate.cityName);
    const serviceId = serviceIds.get(rate.serviceName);
    if (cityId === undefined || serviceId === undefined) return [];
    return [{ cityId, serviceId, centsPerHour: rate.centsPerHour }];
  });
  await tx.insert(payRates).values(rows).onConflictDoNothing();
}
