-- Issue 13: GET customer-credit/customer settles the customer's card payments left open at the terminal (after a
-- restart) before it answers; finding them must be one indexed query, as terminal_transactions_invoice_idx does
-- for GET invoices/:id. Only rows of mode customer_credit carry a customer.
CREATE INDEX "terminal_transactions_customer_idx" ON "terminal_transactions" USING btree ("customer_id") WHERE "terminal_transactions"."customer_id" is not null;