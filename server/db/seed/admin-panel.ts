import { eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { recordAudit } from '#server/modules/audit/api.ts';
import { companies } from '#server/modules/sellers/schema.ts';
import { users } from '#server/modules/users/schema.ts';

/*
 * Demo data of the admin panel (issue 11): the sellers' sign-up queue has a pending and a
 * rejected application to decide, and the audit log has a few lines to read.
 */

export async function insertAdminPanelDemo(
  tx: Tx,
  dhakaAreaIds: Map<string, number>,
  now: Date,
): Promise<{ applications: number; auditLines: number }> {
  const areaIds = [...dhakaAreaIds.values()];
  const [pending, rejected] = await tx
    .insert(companies)
    .values([
      {
        company_name: 'Padma Organic Farm',
        company_name_bn: 'পদ্মা অর্গানিক ফার্ম',
        slug: 'padma-organic-farm',
        description: 'Vegetables and rice from our own fields in Rajshahi.',
        description_bn: 'রাজশাহীর নিজেদের খেতের সবজি ও চাল।',
        phone: '01712345001',
        email: 'padma.farm@example.com',
        address: 'House 12, Road 4, Dhanmondi, Dhaka',
        status: 'pending' as const,
        owner_name: 'Mostafa Kamal',
        trade_licence_no: 'TRAD/DNCC/045821/2026',
        nid_no: '1992456789012',
        pickup_area_id: areaIds[0] ?? null,
        pickup_latitude: 23.7461,
        pickup_longitude: 90.3742,
        opening_hours: 'Sat–Thu 9:00–20:00',
        created_at: new Date(now.getTime() - 2 * 3600_000),
        updated_at: new Date(now.getTime() - 2 * 3600_000),
      },
      {
        company_name: 'Quick Gadget BD',
        company_name_bn: 'কুইক গ্যাজেট বিডি',
        slug: 'quick-gadget-bd',
        phone: '01812345002',
        email: 'quick.gadget@example.com',
        address: 'Shop 210, Bashundhara City, Dhaka',
        status: 'rejected' as const,
        status_reason:
          'The trade licence number does not match the uploaded document. Please upload a clear copy.',
        owner_name: 'Sabbir Rahman',
        trade_licence_no: 'TRAD/DNCC/000000/2026',
        pickup_area_id: areaIds[1] ?? areaIds[0] ?? null,
        created_at: new Date(now.getTime() - 3 * 86_400_000),
        updated_at: new Date(now.getTime() - 86_400_000),
      },
    ])
    .returning({ id: companies.id });
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.user_type, 1)).limit(1);
  if (!admin) return { applications: 2, auditLines: 0 };
  const actor = { kind: 'admin' as const, userId: admin.id, isSuper: true, features: new Set<number>() };
  await recordAudit(tx, {
    actor,
    action: 'reject',
    entity: 'companies',
    entityId: rejected!.id,
    before: { status: 'pending', status_reason: null },
    after: {
      status: 'rejected',
      status_reason:
        'The trade licence number does not match the uploaded document. Please upload a clear copy.',
    },
    note: 'The trade licence number does not match the uploaded document. Please upload a clear copy.',
  });
  const [active] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.status, 'active'))
    .limit(1);
  if (active) {
    await recordAudit(tx, {
      actor,
      action: 'update',
      entity: 'companies',
      entityId: active.id,
      before: { commission_bp: 1000 },
      after: { commission_bp: 1000 },
      note: 'commission',
    });
  }
  return { applications: pending ? 2 : 0, auditLines: active ? 2 : 1 };
}
