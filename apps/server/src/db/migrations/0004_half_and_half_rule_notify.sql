-- Issue #4: the cart prices half-and-half pizzas by the tenant's rule, and keeps the rule with each
-- outlet's cached catalogue. A change of the rule notifies like any catalogue write (migration 0002's
-- function), so every instance drops that tenant's cached menus and catalogues.
CREATE TRIGGER "tenants_half_and_half_rule_changed" AFTER UPDATE OF "half_and_half_pricing" ON "tenants" FOR EACH ROW EXECUTE FUNCTION "notify_catalogue_changed"('tenant', 'id');
