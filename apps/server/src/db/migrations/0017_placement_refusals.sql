-- Issue 9 (placement under load): an order is placed in one statement (orders/placement.repo.ts) whose
-- claims (the key, the slot place, the cart's lines, the next number) run first; when one of them
-- fails, the statement calls this with the refusal's name, and the error undoes every claim already
-- made. SQLSTATE 'CRUST' tells it from any other error; the message is the refusal. A null code is
-- no refusal: the statement goes on to write the order.
CREATE FUNCTION "crust_refuse"(code text) RETURNS void LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF code IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'CRUST', MESSAGE = code;
  END IF;
END
$$;
