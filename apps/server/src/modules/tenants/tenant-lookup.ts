/**
 * What other modules ask of the tenants: whether one exists. They depend on this, not on the tenants
 * repository, which the composition root passes in as it (issue 17).
 */
export interface TenantLookup {
  exists(tenantId: number): Promise<boolean>;
}
