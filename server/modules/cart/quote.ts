import type { CartProblem, CartQuote, QuotedLine } from '#lib/contracts/cart.ts';
import { lineTotal, type Poisha, sumPoisha } from '#lib/money.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { type LineKey, lineKey, type PurchaseLine, purchaseLines } from '#server/modules/catalog/api.ts';
import { basicConfiguration } from '#server/modules/content/api.ts';
import { companyInfosById } from '#server/modules/sellers/api.ts';

/*
 * Pricing a cart from current data, the one way both the cart and checkout do it: every price
 * from the catalog now, never from the client; quantities kept within min_qty, max_qty and stock
 * with a problem code per line (the same rules as lib/cart.ts in the browser); a delivery fee per
 * seller and VAT from the basic configuration.
 */

/** VAT and the delivery fee, from the basic configuration (spec §9: 0 % and ৳20). */
export interface PricingRules {
  vatPercent: number;
  /** Poisha, charged once per seller with something to deliver. */
  deliveryFee: Poisha;
}

/**
 * The current pricing rules. Read before a transaction starts: the configuration is cached
 * (decision 0004) and read outside any transaction.
 */
export async function pricingRules(db: Db): Promise<PricingRules> {
  const config = await basicConfiguration(db);
  return { vatPercent: config.vat, deliveryFee: config.delivery_fee_default };
}

/** VAT on an amount, rounded half up to the poisha, in integers (the percent as basis points). */
export function vatOn(amount: Poisha, vatPercent: number): Poisha {
  const basisPoints = Math.round(vatPercent * 100);
  return Math.floor((amount * basisPoints + 5_000) / 10_000);
}

/** A line as asked for: how many, and the price the shopper saw (never charged). */
export interface AskedLine extends LineKey {
  quantity: number;
  seen_price?: number | undefined;
}

/** Repeated product/price types are one line with their quantities added (spec §4's add). */
export function mergeRepeatedLines(lines: AskedLine[]): AskedLine[] {
  const merged = new Map<string, AskedLine>();
  for (const line of lines) {
    const key = lineKey(line);
    const known = merged.get(key);
    if (known) known.quantity += line.quantity;
    else merged.set(key, { ...line });
  }
  return [...merged.values()];
}

/**
 * The quantities a line may have, as lib/cart.ts's quantityLimits: min_qty (at least 1) to
 * max_qty, and no more than the stock.
 */
export function limitsOf(line: Pick<PurchaseLine, 'min_qty' | 'max_qty' | 'stock'>) {
  const min = Math.max(1, line.min_qty);
  const max = Math.max(min, line.max_qty);
  return { min, max, stockMax: Math.min(max, line.stock) };
}

/** One line priced now: what can be bought, and every way that differs from what was asked. */
export function quoteLine(asked: AskedLine, current: PurchaseLine): QuotedLine {
  const problems: CartProblem[] = [];
  const unitPrice = current.discount_price ?? current.price;
  const { min, max, stockMax } = limitsOf(current);
  let quantity = asked.quantity;
  if (!current.is_visible || !current.has_price) {
    problems.push('unavailable');
    quantity = 0;
  } else if (current.stock < min) {
    problems.push('out_of_stock');
    quantity = 0;
  } else if (quantity < min) {
    problems.push('clamped_to_min');
    quantity = min;
  } else if (quantity > max) {
    problems.push(stockMax < max ? 'clamped_to_stock' : 'clamped_to_max');
    quantity = stockMax;
  } else if (quantity > stockMax) {
    problems.push('clamped_to_stock');
    quantity = stockMax;
  }
  const priceChanged = current.has_price && asked.seen_price !== undefined && asked.seen_price !== unitPrice;
  if (priceChanged) problems.push('price_changed');
  return {
    product_id: current.product_id,
    price_type_id: current.price_type_id,
    product_title: current.product_title,
    product_title_bn: current.product_title_bn,
    product_slug: current.product_slug,
    product_image: current.product_image,
    price_type: current.price_type,
    price_type_bn: current.price_type_bn,
    unit_price: unitPrice,
    list_price: current.price,
    requested_quantity: asked.quantity,
    quantity,
    min_qty: min,
    max_qty: max,
    stock: current.stock,
    line_total: lineTotal(unitPrice, quantity),
    problems,
    previous_price: priceChanged ? asked.seen_price! : null,
  };
}

export interface PricedCart {
  quote: CartQuote;
  /** The catalog's answer for each line, by lineKey (absent for products that do not exist). */
  current: Map<string, PurchaseLine>;
}

/**
 * Prices lines from current data (in the caller's transaction when given one): groups by
 * seller in the order sellers first appear, each with its subtotal, VAT and delivery fee.
 */
export async function priceCart(db: Tx, asked: AskedLine[], rules: PricingRules): Promise<PricedCart> {
  const lines = mergeRepeatedLines(asked);
  const current = await purchaseLines(db, lines);
  const companyIds = [...new Set([...current.values()].map((line) => line.company_id))];
  const companies = await companyInfosById(db as Db, companyIds);

  const groups = new Map<number, QuotedLine[]>();
  const unknown: LineKey[] = [];
  for (const line of lines) {
    const found = current.get(lineKey(line));
    if (!found) {
      unknown.push({ product_id: line.product_id, price_type_id: line.price_type_id });
      continue;
    }
    const group = groups.get(found.company_id) ?? [];
    group.push(quoteLine(line, found));
    groups.set(found.company_id, group);
  }

  const quotedGroups = [...groups.entries()].map(([companyId, groupLines]) => {
    const company = companies.get(companyId)!;
    const subtotal = sumPoisha(groupLines.map((line) => line.line_total));
    const hasSomethingToDeliver = groupLines.some((line) => line.quantity > 0);
    return {
      company_info: {
        id: company.id,
        company_name: company.company_name,
        company_name_bn: company.company_name_bn,
        slug: company.slug,
        logo: company.logo,
      },
      lines: groupLines,
      subtotal,
      vat: vatOn(subtotal, rules.vatPercent),
      delivery_fee: hasSomethingToDeliver ? rules.deliveryFee : 0,
    };
  });
  const allLines = quotedGroups.flatMap((group) => group.lines);
  const subtotal = sumPoisha(quotedGroups.map((group) => group.subtotal));
  const vat = sumPoisha(quotedGroups.map((group) => group.vat));
  const deliveryFee = sumPoisha(quotedGroups.map((group) => group.delivery_fee));
  return {
    quote: {
      groups: quotedGroups,
      subtotal,
      discount: sumPoisha(
        allLines.map((line) => lineTotal(line.list_price - line.unit_price, line.quantity)),
      ),
      vat_percent: rules.vatPercent,
      vat,
      delivery_fee: deliveryFee,
      total: subtotal + vat + deliveryFee,
      has_problems: unknown.length > 0 || allLines.some((line) => line.problems.length > 0),
      unknown_items: unknown,
    },
    current,
  };
}
