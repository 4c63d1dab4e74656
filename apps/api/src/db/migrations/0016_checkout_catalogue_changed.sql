-- Checkout prices an order from the catalogue read cache (modules/orders/checkout-catalogue.ts),
-- which another instance's write reaches up to ~2 s late. The order's one statement therefore
-- checks every line's product, name, price, weight and variant against the tables first and calls
-- this when one differs: the statement fails with SQLSTATE GK001, writes nothing, and checkout
-- prices the order again from a fresh read.
CREATE FUNCTION "checkout_catalogue_changed"() RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the catalogue changed since checkout read it' USING ERRCODE = 'GK001';
END
$$;
