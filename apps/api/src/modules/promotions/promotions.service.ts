import type {
  AddMoneyItem,
  BonusEvent,
  DtcPersonalize,
  ExchangeProduct,
  GiftActivity,
  MatchPair,
  PromoProduct,
  RoutineKit,
  SaleEvent,
  SaleEventAnswer,
  ThresholdActivity,
} from '@shop/contracts';
import type { Database } from '@shop/db';
import { notFound } from '../../errors.ts';
import { isRowId } from '../../ids.ts';
import { listProductsByIds, openProductsByIds, promoProductsById } from '../catalogue/index.ts';
import * as repository from './promotions.repository.ts';

// Open promotions as the storefront reads them (design/PROMOTIONS.md). `now` decides what is open.

const iso = (date: Date) => date.toISOString();
const MISSING_PRODUCT: Omit<PromoProduct, 'p_id'> = {
  p_name: '',
  p_img: '',
  p_spec: '',
  p_price: 0,
  stock: 0,
};

function promoProduct(products: Map<number, PromoProduct>, productId: number): PromoProduct {
  return products.get(productId) ?? { ...MISSING_PRODUCT, p_id: productId };
}

export async function listSaleEvents(db: Database, now: Date, saleEventId?: number): Promise<SaleEvent[]> {
  const { events, tiers, members } = await repository.selectOpenSaleEvents(db, now, saleEventId);
  return events.map((e) => ({
    saleevent_id: e.saleevent_id,
    saleevent_name: e.saleevent_name,
    saleevent_type: e.saleevent_type,
    saleevent_description: e.saleevent_description,
    saleevent_banner: e.saleevent_banner,
    tiers: tiers
      .filter((t) => t.saleevent_id === e.saleevent_id)
      .map(({ min_count, sale }) => ({ min_count, sale })),
    p_ids: members.filter((m) => m.saleevent_id === e.saleevent_id).map((m) => m.p_id),
    starts_at: iso(e.starts_at),
    ends_at: iso(e.ends_at),
  }));
}

export async function getSaleEvent(
  db: Database,
  saleEventId: number,
  now: Date,
): Promise<SaleEventAnswer['saleEvent']> {
  const [event] = isRowId(saleEventId) ? await listSaleEvents(db, now, saleEventId) : [];
  if (!event) throw notFound(`Sale event ${saleEventId} is not open`);
  return { ...event, products: await listProductsByIds(db, event.p_ids) };
}

export async function listMatchPairs(db: Database, now: Date, matchPairId?: number): Promise<MatchPair[]> {
  const { pairs, members } = await repository.selectOpenMatchPairs(db, now, matchPairId);
  const zone = async (id: number, z: 'a' | 'b') =>
    listProductsByIds(
      db,
      members.filter((m) => m.matchpair_id === id && m.zone === z).map((m) => m.p_id),
    );
  const answers: MatchPair[] = [];
  for (const p of pairs) {
    answers.push({
      matchpair_id: p.matchpair_id,
      matchpair_name: p.matchpair_name,
      matchpair_sale: p.matchpair_sale,
      matchpair_description: p.matchpair_description,
      matchpair_banner: p.matchpair_banner,
      products: { a: await zone(p.matchpair_id, 'a'), b: await zone(p.matchpair_id, 'b') },
      starts_at: iso(p.starts_at),
      ends_at: iso(p.ends_at),
    });
  }
  return answers;
}

export async function getMatchPair(db: Database, matchPairId: number, now: Date): Promise<MatchPair> {
  const [pair] = isRowId(matchPairId) ? await listMatchPairs(db, now, matchPairId) : [];
  if (!pair) throw notFound(`Match pair ${matchPairId} is not open`);
  return pair;
}

/** get-legal-add-money-list: open add-on offers whose product can be bought. */
export async function listAddMoneyItems(db: Database, now: Date): Promise<AddMoneyItem[]> {
  const rows = await repository.selectOpenAddMoneyItems(db, now);
  const products = await promoProductsById(
    db,
    rows.map((r) => r.p_id),
  );
  return rows.map((r) => ({
    addmoney_id: r.addmoney_id,
    addmoney_title: r.addmoney_title,
    addmoney_money: r.addmoney_money,
    p_id: r.p_id,
    max_per_order: r.max_per_order,
    trigger: {
      type: r.trigger_type,
      amount: r.trigger_type === 'subtotal' ? r.trigger_amount : null,
      p_id: r.trigger_type === 'product' ? r.trigger_p_id : null,
    },
    product: promoProduct(products, r.p_id),
    starts_at: iso(r.starts_at),
    ends_at: iso(r.ends_at),
  }));
}

type GiftType = GiftActivity['activity_type'];

export async function listGiftActivities(
  db: Database,
  now: Date,
  types: GiftType[],
): Promise<GiftActivity[]> {
  const { activities, members, scopeCategories } = await repository.selectOpenGiftActivities(db, now, types);
  const products = await promoProductsById(
    db,
    members.filter((m) => m.role === 'gift').map((m) => m.p_id),
  );
  return activities.map((a) => {
    const own = members.filter((m) => m.activity_id === a.activity_id);
    return {
      activity_id: a.activity_id,
      activity_type: a.activity_type,
      activity_name: a.activity_name,
      activity_description: a.activity_description,
      activity_banner: a.activity_banner,
      trigger: { type: a.trigger_type, value: a.trigger_value },
      scope: {
        type: a.scope_type,
        category_paths: scopeCategories
          .filter((c) => c.activity_id === a.activity_id)
          .map((c) => c.category_path),
        p_ids: own.filter((m) => m.role === 'scope').map((m) => m.p_id),
      },
      choose_count: a.choose_count,
      buy_count: a.buy_count,
      gift_count: a.gift_count,
      gifts: own
        .filter((m) => m.role === 'gift')
        .map((m) => ({
          ...promoProduct(products, m.p_id),
          gift_stock: m.gift_stock,
          gift_quantity: m.gift_quantity,
        })),
      starts_at: iso(a.starts_at),
      ends_at: iso(a.ends_at),
    };
  });
}

export async function listThresholdActivities(db: Database, now: Date): Promise<ThresholdActivity[]> {
  const { activities, levels, scopeProducts, scopeCategories } =
    await repository.selectOpenThresholdActivities(db, now);
  const gifts = await promoProductsById(
    db,
    levels.flatMap((l) => (l.gift_p_id === null ? [] : [l.gift_p_id])),
  );
  return activities.map((a) => ({
    activity_id: a.activity_id,
    activity_title: a.activity_title,
    activity_description: a.activity_description,
    scope: {
      type: a.scope_type,
      category_paths: scopeCategories
        .filter((c) => c.activity_id === a.activity_id)
        .map((c) => c.category_path),
      p_ids: scopeProducts.filter((p) => p.activity_id === a.activity_id).map((p) => p.p_id),
    },
    groups: levels
      .filter((l) => l.activity_id === a.activity_id)
      .map((l) => ({
        threshold: l.threshold,
        kind: l.kind,
        value: l.value,
        gift: l.gift_p_id === null ? null : promoProduct(gifts, l.gift_p_id),
        gift_stock: l.gift_stock,
      })),
    starts_at: iso(a.starts_at),
    ends_at: iso(a.ends_at),
  }));
}

export async function listRoutineKits(db: Database, now: Date): Promise<RoutineKit[]> {
  const { kits, items } = await repository.selectOpenRoutineKits(db, now);
  const products = await listProductsByIds(db, [...new Set(items.map((i) => i.p_id))]);
  return kits.map((k) => {
    const own = items
      .filter((i) => i.routinekit_id === k.routinekit_id)
      .flatMap((i) => {
        const product = products.find((p) => p.p_id === i.p_id);
        return product ? [{ step: i.step, step_text: i.step_text, quantity: i.quantity, product }] : [];
      });
    return {
      routinekit_id: k.routinekit_id,
      routinekit_name: k.routinekit_name,
      routinekit_description: k.routinekit_description,
      routinekit_image: k.routinekit_image,
      routinekit_skin_type: k.routinekit_skin_type,
      routinekit_price: k.routinekit_price,
      original_price: own.reduce((sum, i) => sum + i.product.discounted_price * i.quantity, 0),
      stock: k.routinekit_stock,
      items: own,
      starts_at: iso(k.starts_at),
      ends_at: iso(k.ends_at),
    };
  });
}

export async function getBonusEvent(db: Database, now: Date): Promise<BonusEvent | null> {
  const row = await repository.selectOpenBonusEvent(db, now);
  return row && { ...row, starts_at: iso(row.starts_at), ends_at: iso(row.ends_at) };
}

export async function listExchanges(db: Database, now: Date): Promise<ExchangeProduct[]> {
  const rows = await repository.selectOpenExchanges(db, now);
  return rows.map(({ point, dpoint, ...product }) => ({ ...product, pivot: { point, dpoint } }));
}

/** Step 0 (advanced mode only) comes after the numbered steps. */
const stepOrder = (step: number) => (step === 0 ? Number.MAX_SAFE_INTEGER : step);

export async function getDtcPersonalize(db: Database, dtcId: number): Promise<DtcPersonalize> {
  const row = isRowId(dtcId) ? await repository.selectDtcPersonalize(db, dtcId) : null;
  if (!row) throw notFound(`Personalised routine ${dtcId} does not exist`);
  const products = await listProductsByIds(db, [...new Set(row.steps.map((s) => s.p_id))]);
  const stepNumbers = [...new Set(row.steps.map((s) => s.step))].sort((a, b) => stepOrder(a) - stepOrder(b));
  const [trial] = row.trial_p_id === null ? [] : await openProductsByIds(db, [row.trial_p_id]);
  return {
    dtc_id: row.dtc_id,
    dtc_title: row.dtc_title,
    dtc_intro: row.dtc_intro,
    skin_type: row.skin_type,
    trial: trial ?? null,
    steps: stepNumbers.map((step) => {
      const own = row.steps.filter((s) => s.step === step);
      return {
        step,
        step_text: own[0]!.step_text,
        advanced_step_text: own[0]!.advanced_step_text,
        products: own.flatMap((s) => products.filter((p) => p.p_id === s.p_id)),
      };
    }),
  };
}
