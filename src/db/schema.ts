// Every module's tables, for Drizzle and drizzle-kit. Only the owning module's service writes its tables.
export * from '~/modules/admin/schema'
export * from '~/modules/audit/schema'
export * from '~/modules/auth/schema'
export * from '~/modules/billing/schema'
export * from '~/modules/jobs/schema'
export * from '~/modules/mail/schema'
export * from '~/modules/reports/schema'
export * from '~/modules/search/schema'
