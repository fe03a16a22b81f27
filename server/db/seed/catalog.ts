import type { Tx } from '#server/db/client.ts';
import {
  brands,
  categories,
  productColorLinks,
  productColors,
  productInfos,
  productInfoTypes,
  productPhotos,
  productPriceInfos,
  productPriceTypes,
  productSizeLinks,
  productSizes,
  products,
  productTags,
  productTypeInfoNames,
  productTypes,
  tags,
} from '#server/modules/catalog/schema.ts';
import {
  BRANDS,
  CATEGORIES,
  COLORS,
  PRICE_TYPES,
  PRODUCT_INFO_TYPES,
  PRODUCT_TYPE_INFO_NAMES,
  PRODUCT_TYPES,
  SIZES,
  TAGS,
} from './catalog-data.ts';
import { brandLogoKey, categoryIconKey, type DemoPlan } from './demo-plan.ts';
import { byKey, idOf, type SeedCounts } from './keys.ts';
import { NO_WARRANTY } from './products-data.ts';

/** Categories, brands, product types and attributes, price types, colours, sizes, tags and the planned products. */
export async function insertCatalog(
  tx: Tx,
  plan: DemoPlan,
  companyIds: Map<string, number>,
): Promise<
  Pick<
    SeedCounts,
    'categories' | 'brands' | 'tags' | 'products' | 'visibleProducts' | 'priceInfos' | 'productPhotos'
  >
> {
  const categoryRow = (category: (typeof CATEGORIES)[number], index: number) => ({
    category_name: category.name,
    category_name_bn: category.nameBn,
    slug: category.slug,
    icon: categoryIconKey(category.slug),
    sort_order: index + 1,
    show_on_body: category.showOnBody ?? false,
  });
  const topLevelIds = byKey(
    await tx
      .insert(categories)
      .values(CATEGORIES.filter((category) => !category.parent).map(categoryRow))
      .returning({ id: categories.id, key: categories.slug }),
  );
  const childIds = byKey(
    await tx
      .insert(categories)
      .values(
        CATEGORIES.filter((category) => category.parent).map((category, index) => ({
          ...categoryRow(category, index),
          parent_id: idOf(topLevelIds, category.parent!, 'category'),
        })),
      )
      .returning({ id: categories.id, key: categories.slug }),
  );
  const categoryIds = new Map([...topLevelIds, ...childIds]);

  const brandIds = byKey(
    await tx
      .insert(brands)
      .values(
        BRANDS.map((brand) => ({
          brand_name: brand.name,
          brand_name_bn: brand.nameBn,
          slug: brand.slug,
          logo: brandLogoKey(brand.slug),
        })),
      )
      .returning({ id: brands.id, key: brands.slug }),
  );
  const typeIds = byKey(
    await tx
      .insert(productTypes)
      .values(
        PRODUCT_TYPES.map((type) => ({
          type_title: type.title,
          type_title_bn: type.titleBn,
          slug: type.slug,
          requires_prescription: type.requiresPrescription ?? false,
        })),
      )
      .returning({ id: productTypes.id, key: productTypes.slug }),
  );
  const infoTypeIds = byKey(
    await tx
      .insert(productInfoTypes)
      .values(
        PRODUCT_INFO_TYPES.map((type) => ({ info_type_title: type.title, info_type_title_bn: type.titleBn })),
      )
      .returning({ id: productInfoTypes.id, key: productInfoTypes.info_type_title }),
  );
  const infoNameRows = Object.entries(PRODUCT_TYPE_INFO_NAMES).flatMap(([type, names]) =>
    names.map((info) => ({
      product_type_id: idOf(typeIds, type, 'product type'),
      info_type_id: idOf(
        infoTypeIds,
        PRODUCT_INFO_TYPES.find((infoType) => infoType.key === info.infoType)!.title,
        'product info type',
      ),
      info_name: info.name,
      info_name_bn: info.nameBn,
    })),
  );
  const insertedInfoNames = await tx.insert(productTypeInfoNames).values(infoNameRows).returning({
    id: productTypeInfoNames.id,
    typeId: productTypeInfoNames.product_type_id,
    name: productTypeInfoNames.info_name,
  });
  const infoNameIds = new Map(insertedInfoNames.map((row) => [`${row.typeId}:${row.name}`, row.id]));
  const priceTypeIds = byKey(
    await tx
      .insert(productPriceTypes)
      .values(
        PRICE_TYPES.map((type) => ({ type_title: type.title, type_title_bn: type.titleBn, slug: type.slug })),
      )
      .returning({ id: productPriceTypes.id, key: productPriceTypes.slug }),
  );
  const colorIds = byKey(
    await tx
      .insert(productColors)
      .values(
        COLORS.map((color) => ({
          color_name: color.name,
          color_name_bn: color.nameBn,
          color_code: color.code,
        })),
      )
      .returning({ id: productColors.id, key: productColors.color_name }),
  );
  const insertedSizes = await tx
    .insert(productSizes)
    .values(
      SIZES.flatMap((group) =>
        group.names.map((name, index) => ({ size_name: name, size_type: group.type, sort_order: index + 1 })),
      ),
    )
    .returning({ id: productSizes.id, type: productSizes.size_type, name: productSizes.size_name });
  const sizeIds = new Map(insertedSizes.map((size) => [`${size.type}:${size.name}`, size.id]));
  const tagIds = byKey(
    await tx
      .insert(tags)
      .values(TAGS.map((tag) => ({ tag_name: tag.name, tag_name_bn: tag.nameBn, slug: tag.slug })))
      .returning({ id: tags.id, key: tags.slug }),
  );

  const productIds = byKey(
    await tx
      .insert(products)
      .values(
        plan.products.map((product) => {
          const seed = product.seed;
          const warranty = seed.warranty ?? NO_WARRANTY;
          return {
            company_id: idOf(companyIds, product.company, 'company'),
            category_id: idOf(categoryIds, seed.category, 'category'),
            brand_id: seed.brand ? idOf(brandIds, seed.brand, 'brand') : null,
            product_type_id: idOf(typeIds, seed.type, 'product type'),
            product_title: seed.title,
            product_title_bn: seed.titleBn,
            slug: product.slug,
            description: product.description,
            description_bn: product.descriptionBn,
            status: product.status,
            approval: product.approval,
            warranty_type: warranty.type,
            warranty_time: warranty.time,
            warranty_calendar: warranty.calendar,
            return_days: product.returnDays,
            return_policy: product.returnPolicy,
            return_policy_bn: product.returnPolicyBn,
            gender: seed.gender ?? 4,
            sold_count: product.soldCount,
            view_count: product.viewCount,
            search_text: product.searchText,
            created_at: product.createdAt,
            updated_at: product.createdAt,
          };
        }),
      )
      .returning({ id: products.id, key: products.slug }),
  );

  const priceRows = plan.products.flatMap((product) =>
    product.prices.map((price, index) => ({
      product_id: idOf(productIds, product.slug, 'product'),
      price_type_id: idOf(priceTypeIds, price.priceType, 'price type'),
      price: price.price,
      discount_price: price.discountPrice,
      min_qty: price.minQty,
      max_qty: price.maxQty,
      stock: price.stock,
      sort_order: index + 1,
    })),
  );
  await tx.insert(productPriceInfos).values(priceRows);
  const photoRows = plan.products.flatMap((product) =>
    product.photos.map((photo, index) => ({
      product_id: idOf(productIds, product.slug, 'product'),
      path: photo.path,
      width: photo.width,
      height: photo.height,
      alt: photo.alt,
      sort_order: index + 1,
    })),
  );
  await tx.insert(productPhotos).values(photoRows);
  await tx.insert(productTags).values(
    plan.products.flatMap((product) =>
      product.seed.tags.map((tag) => ({
        product_id: idOf(productIds, product.slug, 'product'),
        tag_id: idOf(tagIds, tag, 'tag'),
      })),
    ),
  );
  const colorLinks = plan.products.flatMap((product) =>
    (product.seed.colors ?? []).map((color) => ({
      product_id: idOf(productIds, product.slug, 'product'),
      color_id: idOf(colorIds, color, 'colour'),
    })),
  );
  if (colorLinks.length > 0) await tx.insert(productColorLinks).values(colorLinks);
  const sizeLinks = plan.products.flatMap((product) =>
    (product.seed.sizes ?? []).map((size) => ({
      product_id: idOf(productIds, product.slug, 'product'),
      size_id: idOf(sizeIds, size, 'size'),
    })),
  );
  if (sizeLinks.length > 0) await tx.insert(productSizeLinks).values(sizeLinks);
  const infoRows = plan.products.flatMap((product) => {
    const typeId = idOf(typeIds, product.seed.type, 'product type');
    return Object.entries(product.seed.infos ?? {}).map(([name, [value, valueBn]]) => ({
      product_id: idOf(productIds, product.slug, 'product'),
      type_info_name_id: idOf(infoNameIds, `${typeId}:${name}`, 'attribute'),
      value,
      value_bn: valueBn,
    }));
  });
  if (infoRows.length > 0) await tx.insert(productInfos).values(infoRows);

  return {
    categories: categoryIds.size,
    brands: brandIds.size,
    tags: tagIds.size,
    products: productIds.size,
    visibleProducts: plan.products.filter(
      (product) => product.status === 'active' && product.approval === 'approved',
    ).length,
    priceInfos: priceRows.length,
    productPhotos: photoRows.length,
  };
}
