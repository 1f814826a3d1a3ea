-- A handler's company-name search finds its matches among the user's rows of order_handlers, by
-- the copy of the name (migration 0024) and this index on it, in the user's partition: a rare name
-- is a few trigram entries, a common one the user's range of a btree with the copy checked on the
-- row. Before, the matches joined orders to check the order's own name, whose trigram index does
-- not know the user: a common name probed orders by its key for each of the user's rows
-- (seed 90001 #63, an auditor's 2,935 rows of one city: 15-20 ms; now 3-4 ms).
CREATE INDEX "order_handlers_company_trgm_idx" ON "order_handlers" USING gin ("company_name" gin_trgm_ops);
